/**
 * Standard Schemas (zod 4) of the records the mock backend stores. Each is annotated with the
 * generated model type it extends, so a change to the documents that the records no longer fit
 * fails the typecheck here instead of producing responses that break the contract. Fields that are
 * not part of the API (owners, secrets, internal flags) are listed per record and stripped by the
 * handlers' `to<Model>()` functions.
 */
import { z } from 'zod';
import type { AccountProfile, MarketingSubscription } from '@sdk/account/model';
import { ProductFamily, type License, type UpgradedLicense } from '@sdk/license/model';
import { OrderStatus, type Order, type Receipt } from '@sdk/shop/model';
import {
  CouponDuration,
  CouponState,
  DiscountType,
  InvoiceStatus,
  PauseStatus,
  PaymentMethod,
  PlanCode,
  SubscriptionState,
  TemporalUnit,
  type BillingInfo,
  type Coupon,
  type Invoice,
  type Plan,
  type Seat,
  type Subscription,
  type SubscriptionAccount,
} from '@sdk/subscription/model';

const dateTime = z.iso.datetime();
const currency = z.string().regex(/^[A-Z]{3}$/);
const userId = z.number().int().min(1);
const planCode = z.enum(PlanCode);
const temporalUnit = z.enum(TemporalUnit);

// ---------------------------------------------------------------- account service

/** A user of the auth host: the profile plus what only the server knows. */
export interface UserRecord extends AccountProfile {
  userId: number;
  /** The persona that seeded this user (one user per persona). */
  personaId: string;
  password: string;
  /** Set by the trial-journey call; a second call is refused. */
  inTrialJourney: boolean;
}

export const userSchema: z.ZodType<UserRecord> = z.object({
  userId,
  personaId: z.string().min(1),
  password: z.string().min(1),
  inTrialJourney: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  isEmailVerified: z.boolean(),
  currency: currency.nullable(),
  username: z.string(),
  addressCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  autoCountryCode: z
    .string()
    .regex(/^[A-Z]{2,3}$/)
    .nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressZip: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressState: z.string().nullable(),
  hasTakenPlusTrial: z.boolean(),
  groups: z.array(z.string()),
  // Business details (proposed): every persona has them, null for a private customer.
  companyName: z.string().nullable().optional(),
  vatId: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/)
    .nullable()
    .optional(),
});

/** A one-time code sent to a new e-mail address; the mock's code is always 123456. */
export interface EmailOtpRecord {
  userId: number;
  newEmail: string;
  code: string;
  expiresAt: string;
}

export const emailOtpSchema: z.ZodType<EmailOtpRecord> = z.object({
  userId,
  newEmail: z.email(),
  code: z.string().regex(/^[0-9]{6}$/),
  expiresAt: dateTime,
});

export interface MarketingSubscriptionRecord extends Pick<MarketingSubscription, 'subscribed'> {
  userId: number;
  changedAt: string;
}

export const marketingSubscriptionSchema: z.ZodType<MarketingSubscriptionRecord> = z.object({
  userId,
  subscribed: z.boolean(),
  changedAt: dateTime,
});

// ---------------------------------------------------------------- subscription service

export const subscriptionAccountSchema: z.ZodType<SubscriptionAccount> = z.object({
  userId,
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  currency,
  createdAt: dateTime,
  hasBillingInfo: z.boolean(),
});

// The mock answers the whole proposal: the proposed fields a real service may leave out (optional
// in the documents) are always there, hence Required<> here and on licenses. `pastDue` is not
// stored: it is read from the subscription's invoices (../handlers/subscription/records.ts), and
// `renewal` is the renewal preview's answer, worked out when the list is asked with it.
export interface SubscriptionRecord extends Required<
  Omit<Subscription, 'scheduledPlanCode' | 'pastDue' | 'renewal'>
> {
  userId: number;
  /**
   * A plan change asked for at renewal: the subscription shows its current plan until then, and
   * this as its `scheduledPlanCode`.
   */
  pendingPlanCode: PlanCode | null;
}

export const subscriptionSchema: z.ZodType<SubscriptionRecord> = z.object({
  userId,
  pendingPlanCode: planCode.nullable(),
  id: z.string().min(1),
  state: z.enum(SubscriptionState),
  planCode,
  planName: z.string(),
  seats: z.number().int().min(1),
  isTrial: z.boolean(),
  subscriptionStatus: z.enum(PauseStatus),
  remainingPauseCycles: z.number().int().min(0).nullable(),
  currentPeriodStartedAt: dateTime,
  currentPeriodEndsAt: dateTime,
  trialEndsAt: dateTime.nullable(),
  canceledAt: dateTime.nullable(),
  expiresAt: dateTime.nullable(),
  pausedAt: dateTime.nullable(),
  unitAmount: z.number().min(0),
  currency,
  couponCode: z.string().nullable(),
  createdAt: dateTime,
});

export interface SeatRecord extends Seat {
  subscriptionId: string;
}

export const seatSchema: z.ZodType<SeatRecord> = z.object({
  subscriptionId: z.string().min(1),
  email: z.email(),
  assignedAt: dateTime,
});

export interface BillingInfoRecord extends BillingInfo {
  userId: number;
}

export const billingInfoSchema: z.ZodType<BillingInfoRecord> = z.object({
  userId,
  paymentMethod: z.enum(PaymentMethod),
  ccDetails: z
    .object({
      expiryYear: z.number().int().min(2000).max(2100),
      expiryMonth: z.number().int().min(1).max(12),
      brand: z.string(),
      lastFour: z.string().regex(/^[0-9]{4}$/),
    })
    .nullable(),
  paypalEmail: z.email().nullable(),
  updatedAt: dateTime,
});

/** A coupon of the catalogue, as the billing provider defines it. */
export interface CouponRecord extends Coupon {
  /** How often one account may redeem it (null: no limit). */
  maxRedemptionsPerAccount: number | null;
  /** The retention offer made before a cancellation. */
  antichurn: boolean;
}

export const couponSchema: z.ZodType<CouponRecord> = z.object({
  maxRedemptionsPerAccount: z.number().int().min(0).nullable(),
  antichurn: z.boolean(),
  code: z.string().min(1),
  name: z.string(),
  state: z.enum(CouponState),
  planCodes: z.array(z.string()).nullable(),
  appliesToAllPlans: z.boolean(),
  duration: z.enum(CouponDuration),
  temporalAmount: z.number().int().min(1).nullable(),
  temporalUnit: temporalUnit.nullable(),
  freeTrialUnit: temporalUnit.nullable(),
  displayText: z.string(),
  discount: z.object({
    type: z.enum(DiscountType),
    percent: z.number().int().min(1).max(100).nullable(),
    trial: z.object({ length: z.number().int().min(1), unit: temporalUnit }).nullable(),
    amounts: z.array(z.object({ currency, amount: z.number().min(0) })).nullable(),
  }),
});

/**
 * A coupon on one account: offered to it, or redeemed by it (the redemption is `active` while the
 * discount still applies).
 */
export interface CouponRedemptionRecord {
  userId: number;
  code: string;
  status: 'offered' | 'active' | 'inactive';
  subscriptionId: string | null;
  at: string;
}

export const couponRedemptionSchema: z.ZodType<CouponRedemptionRecord> = z.object({
  userId,
  code: z.string().min(1),
  status: z.enum(['offered', 'active', 'inactive']),
  subscriptionId: z.string().nullable(),
  at: dateTime,
});

export const planSchema: z.ZodType<Required<Plan>> = z.object({
  code: planCode,
  name: z.string(),
  intervalUnit: temporalUnit,
  intervalLength: z.number().int().min(1),
  trialRequiresBillingInfo: z.boolean(),
  trialLength: z.number().int().min(1).nullable(),
  trialUnit: temporalUnit.nullable(),
  prices: z.array(z.object({ currency, unitAmount: z.number().min(0) })),
});

// Required<>: the mock answers every proposed property (a real service may leave `kind` out).
export interface InvoiceRecord extends Required<Invoice> {
  userId: number;
  /** The customer's business details when the invoice was issued, for its PDF (null: none). */
  billedCompanyName: string | null;
  billedVatId: string | null;
}

export const invoiceSchema: z.ZodType<InvoiceRecord> = z.object({
  userId,
  id: z.string().min(1),
  number: z.string(),
  createdAt: dateTime,
  total: z.number().min(0),
  currency,
  status: z.enum(InvoiceStatus),
  subscriptionId: z.string().nullable(),
  planCode: planCode.nullable(),
  kind: z.enum(['charge', 'refund']),
  taxExempt: z.enum(['reverse_charge']).nullable(),
  billedCompanyName: z.string().nullable(),
  billedVatId: z.string().nullable(),
});

// ---------------------------------------------------------------- license service

/**
 * A license and the licenses it was upgraded from. The chain lives inside the record because it
 * only ever moves with its license (a transfer takes the whole chain).
 */
export interface LicenseRecord extends Omit<Required<License>, 'transferable' | 'upgradedChain'> {
  upgradedChain: Required<UpgradedLicense>[];
  ownerId: number;
  /** Whether the product may change owner at all; `transferable` also needs it unauthorized. */
  productTransferable: boolean;
}

const upgradedLicenseSchema: z.ZodType<Required<UpgradedLicense>> = z.object({
  licenseNumber: z.string().min(1),
  productName: z.string(),
  version: z.string(),
});

export const licenseSchema: z.ZodType<LicenseRecord> = z.object({
  ownerId: userId,
  productTransferable: z.boolean(),
  licenseNumber: z.string().min(1),
  upgradedChain: z.array(upgradedLicenseSchema),
  productId: z.string().min(1),
  productName: z.string(),
  productFamily: z.enum(ProductFamily),
  version: z.string(),
  registeredAt: dateTime,
});

/** An authorized computer; product names are read from the licenses when it is listed. */
export interface ComputerRecord {
  ownerId: number;
  id: string;
  name: string;
  operatingSystem: string;
  authorizedAt: string;
  lastSeenAt: string | null;
  licenseNumbers: string[];
}

export const computerSchema: z.ZodType<ComputerRecord> = z.object({
  ownerId: userId,
  id: z.string().min(1),
  name: z.string(),
  operatingSystem: z.string(),
  authorizedAt: dateTime,
  lastSeenAt: dateTime.nullable(),
  licenseNumbers: z.array(z.string()),
});

// ---------------------------------------------------------------- shop service

export interface OrderRecord extends Order {
  userId: number;
}

export const orderSchema: z.ZodType<OrderRecord> = z.object({
  userId,
  id: z.string().min(1),
  number: z.string(),
  placedAt: dateTime,
  status: z.enum(OrderStatus),
  total: z.number().min(0),
  currency,
  items: z.array(
    z.object({
      productName: z.string(),
      quantity: z.number().int().min(1),
      unitAmount: z.number().min(0),
    }),
  ),
});

export interface ReceiptRecord extends Receipt {
  userId: number;
}

export const receiptSchema: z.ZodType<ReceiptRecord> = z.object({
  userId,
  id: z.string().min(1),
  number: z.string(),
  orderNumber: z.string(),
  issuedAt: dateTime,
  total: z.number().min(0),
  currency,
});
