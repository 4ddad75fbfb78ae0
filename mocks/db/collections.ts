/**
 * The mock backend's data: one @msw/data collection per entity of the four documents. Handlers
 * read and change these; mocks/db/state.ts seeds, resets and snapshots them.
 */
import { Collection } from '@msw/data';
import {
  billingInfoSchema,
  computerSchema,
  couponRedemptionSchema,
  couponSchema,
  emailOtpSchema,
  invoiceSchema,
  licenseSchema,
  marketingSubscriptionSchema,
  orderSchema,
  planSchema,
  receiptSchema,
  seatSchema,
  subscriptionAccountSchema,
  subscriptionSchema,
  userSchema,
} from './schema.ts';

export const db = {
  // account service
  users: new Collection({ schema: userSchema }),
  emailOtps: new Collection({ schema: emailOtpSchema }),
  marketingSubscriptions: new Collection({ schema: marketingSubscriptionSchema }),
  // subscription service
  subscriptionAccounts: new Collection({ schema: subscriptionAccountSchema }),
  subscriptions: new Collection({ schema: subscriptionSchema }),
  seats: new Collection({ schema: seatSchema }),
  billingInfos: new Collection({ schema: billingInfoSchema }),
  coupons: new Collection({ schema: couponSchema }),
  couponRedemptions: new Collection({ schema: couponRedemptionSchema }),
  plans: new Collection({ schema: planSchema }),
  invoices: new Collection({ schema: invoiceSchema }),
  // license service
  licenses: new Collection({ schema: licenseSchema }),
  computers: new Collection({ schema: computerSchema }),
  // shop service
  orders: new Collection({ schema: orderSchema }),
  receipts: new Collection({ schema: receiptSchema }),
};

export type Database = typeof db;
export type CollectionName = keyof Database;
