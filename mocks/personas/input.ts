/**
 * What a persona is described by: its profile, subscriptions, payment method, coupons, licenses,
 * computers and orders, in the few words ./build.ts turns into every service's records.
 */
import type { PlanCode } from '@sdk/subscription/model';
import type { CouponRedemptionRecord, OrderRecord, SubscriptionRecord } from '../db/schema.ts';
import type { ProductKey } from './products.ts';

export type Currency = 'USD' | 'EUR' | 'GBP';

interface ProfileInput {
  firstName: string;
  lastName: string;
  email?: string;
  username?: string;
  isEmailVerified?: boolean;
  currency: Currency;
  country: string;
  line1: string;
  line2?: string | null;
  zip: string;
  city: string;
  state?: string | null;
  /** The country guessed from the IP, when it differs from the address (e.g. travelling). */
  autoCountryCode?: string | null;
  hasTakenPlusTrial: boolean;
  groups?: string[];
  /** A business customer (issue 33): its company, and its VAT ID, normalized. */
  companyName?: string;
  vatId?: string;
}

export interface SubscriptionInput {
  id: string;
  planCode: PlanCode;
  state: SubscriptionRecord['state'];
  createdAt: string;
  currentPeriodStartedAt: string;
  currentPeriodEndsAt: string;
  seats?: number;
  isTrial?: boolean;
  trialEndsAt?: string | null;
  subscriptionStatus?: SubscriptionRecord['subscriptionStatus'];
  remainingPauseCycles?: number | null;
  pausedAt?: string | null;
  canceledAt?: string | null;
  expiresAt?: string | null;
  couponCode?: string | null;
  /** Percent off the renewals, for the invoice history. */
  discountPercent?: number;
  /** Seat holders' e-mail addresses (multi-seat). */
  seatHolders?: string[];
  /** Whether a 0.00 invoice opened the subscription (a trial or a free plan). */
  freeFirstInvoice?: boolean;
  /** The charge of the current period failed (its invoice `Denied`): the subscription is past due. */
  currentChargeFailed?: boolean;
}

export interface LicenseInput {
  product: ProductKey;
  registeredAt: string;
  /** Products this license was upgraded from, newest first. */
  upgradedFrom?: ProductKey[];
  /** Fixed license numbers (the license's, then its chain's), e.g. to match the documents' examples. */
  numbers?: string[];
  /** Overrides the product's transferability (a gift or a bundled copy). */
  transferable?: boolean;
  /** Came free with something else: no shop order. */
  bundled?: boolean;
}

export interface ComputerInput {
  name: string;
  operatingSystem: string;
  authorizedAt: string;
  lastSeenAt: string | null;
  products: ProductKey[];
}

export interface PersonaInput {
  personaId: string;
  userId: number;
  profile: ProfileInput;
  marketingSubscribed: boolean;
  /** Null: the subscription service has no account for this user yet. */
  subscriptionAccountCreatedAt: string | null;
  subscriptions: SubscriptionInput[];
  card?: { brand: string; lastFour: string; expiryMonth: number; expiryYear: number };
  paypalEmail?: string;
  billingInfoUpdatedAt?: string;
  coupons: Omit<CouponRedemptionRecord, 'userId'>[];
  licenses: LicenseInput[];
  computers: ComputerInput[];
  /** Orders that granted no license (canceled, denied or pending). */
  otherOrders?: Omit<OrderRecord, 'userId' | 'id' | 'number' | 'total' | 'currency'>[];
  /** One-off invoices (no subscription). */
  oneOffInvoices?: { createdAt: string; amount: number }[];
}
