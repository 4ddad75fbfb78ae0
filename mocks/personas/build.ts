/**
 * Builds a persona's seeded account from a short description: the profile, subscriptions with
 * their invoice history, licenses with upgrade chains, computers, and the shop orders and
 * receipts that bought those licenses. Everything is derived deterministically from the user id,
 * so ids and license numbers are stable across resets and unique across personas.
 */
import type { CardDetails, PaymentMethod, PlanCode } from '@sdk/subscription/model';
import type { UpgradedLicense } from '@sdk/license/model';
import { PLANS, TAXES } from '../db/catalogue.ts';
import { taxExemptionOf } from '../db/vatIds.ts';
import type {
  BillingInfoRecord,
  ComputerRecord,
  CouponRedemptionRecord,
  InvoiceRecord,
  LicenseRecord,
  MarketingSubscriptionRecord,
  OrderRecord,
  ReceiptRecord,
  SeatRecord,
  SubscriptionRecord,
  UserRecord,
} from '../db/schema.ts';
import type { SubscriptionAccount } from '@sdk/subscription/model';
import type { Currency, PersonaInput, SubscriptionInput } from './input.ts';
import { LICENSE_PREFIX, PRODUCTS, type ProductKey } from './products.ts';

export const MOCK_PASSWORD = 'correct-horse';

export interface PersonaSeed {
  user: UserRecord;
  marketing: MarketingSubscriptionRecord;
  subscriptionAccount: SubscriptionAccount | null;
  subscriptions: SubscriptionRecord[];
  seats: SeatRecord[];
  billingInfo: BillingInfoRecord | null;
  couponRedemptions: CouponRedemptionRecord[];
  invoices: InvoiceRecord[];
  licenses: LicenseRecord[];
  computers: ComputerRecord[];
  orders: OrderRecord[];
  receipts: ReceiptRecord[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A short, stable, id-looking code from numbers (ids must not change between resets). */
function code(...parts: number[]): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let seed = parts.reduce((acc, part) => (acc * 31 + part) % 2_147_483_647, 7);
  let result = '';
  for (let i = 0; i < 8; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    result += alphabet[seed % alphabet.length];
  }
  return result;
}

const pad4 = (value: number): string => String(value % 10_000).padStart(4, '0');

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().replace('.000Z', 'Z');
}

function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

function priceIn(planCode: PlanCode, currency: Currency): number {
  return PLANS[planCode].prices.find((price) => price.currency === currency)?.unitAmount ?? 0;
}

function subscriptionOf(input: PersonaInput, sub: SubscriptionInput): SubscriptionRecord {
  const currency = input.profile.currency;
  return {
    userId: input.userId,
    pendingPlanCode: null,
    id: sub.id,
    state: sub.state,
    planCode: sub.planCode,
    planName: PLANS[sub.planCode].name,
    seats: sub.seats ?? 1,
    isTrial: sub.isTrial ?? false,
    subscriptionStatus: sub.subscriptionStatus ?? 'unpaused',
    remainingPauseCycles: sub.remainingPauseCycles ?? null,
    currentPeriodStartedAt: sub.currentPeriodStartedAt,
    currentPeriodEndsAt: sub.currentPeriodEndsAt,
    trialEndsAt: sub.trialEndsAt ?? null,
    canceledAt: sub.canceledAt ?? null,
    expiresAt: sub.expiresAt ?? null,
    pausedAt: sub.pausedAt ?? null,
    unitAmount: priceIn(sub.planCode, currency),
    currency,
    couponCode: sub.couponCode ?? null,
    createdAt: sub.createdAt,
  };
}

/** One invoice per billing period from the first charge up to the current period. */
function invoicesOf(input: PersonaInput): InvoiceRecord[] {
  const { userId, profile } = input;
  const customer = { addressCountryCode: profile.country, vatId: profile.vatId ?? null };
  // Under the reverse charge the invoices carry no VAT, as the charges of the mock do.
  const taxExempt = taxExemptionOf(customer);
  const taxRate = taxExempt ? 0 : (TAXES[profile.country]?.percent ?? 0) / 100;
  const invoices: InvoiceRecord[] = [];
  let sequence = 0;
  const invoice = (
    createdAt: string,
    total: number,
    subscriptionId: string | null,
    planCode: PlanCode | null,
  ): InvoiceRecord => {
    sequence += 1;
    return {
      userId,
      id: `inv_${code(userId, sequence)}`,
      number: String(100_000 + ((userId * 37 + sequence * 113) % 900_000)),
      createdAt: addSeconds(createdAt, 12),
      total: round2(total),
      currency: profile.currency,
      status: 'Approved',
      subscriptionId,
      planCode,
      kind: 'charge',
      taxExempt,
      billedCompanyName: profile.companyName ?? null,
      billedVatId: profile.vatId ?? null,
    };
  };

  for (const sub of input.subscriptions) {
    const plan = PLANS[sub.planCode];
    const months = plan.intervalUnit === 'year' ? 12 * plan.intervalLength : plan.intervalLength;
    const charge =
      priceIn(sub.planCode, profile.currency) *
      (sub.seats ?? 1) *
      (1 - (sub.discountPercent ?? 0) / 100) *
      (1 + taxRate);
    let periodStart = sub.createdAt;
    if (sub.freeFirstInvoice) {
      invoices.push(invoice(sub.createdAt, 0, sub.id, sub.planCode));
      periodStart = sub.trialEndsAt ?? addMonths(sub.createdAt, months);
    }
    // A paused subscription bills nothing from the day its pause began.
    const lastCharge =
      sub.state === 'paused' && sub.pausedAt
        ? addSeconds(sub.pausedAt, -1)
        : sub.currentPeriodStartedAt;
    while (Date.parse(periodStart) <= Date.parse(lastCharge)) {
      invoices.push(invoice(periodStart, charge, sub.id, sub.planCode));
      periodStart = addMonths(periodStart, months);
    }
    const current = invoices.at(-1);
    if (sub.currentChargeFailed && current?.subscriptionId === sub.id) current.status = 'Denied';
  }
  for (const oneOff of input.oneOffInvoices ?? []) {
    invoices.push(invoice(oneOff.createdAt, oneOff.amount * (1 + taxRate), null, null));
  }
  return invoices.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function licensesOf(input: PersonaInput): LicenseRecord[] {
  let issued = 0;
  const nextNumber = (productKey: ProductKey): string => {
    issued += 1;
    const prefix = LICENSE_PREFIX[PRODUCTS[productKey].family];
    return `${prefix}-${pad4(input.userId)}-${pad4(issued * 7919 + input.userId)}`;
  };
  return input.licenses.map((license) => {
    const product = PRODUCTS[license.product];
    const [ownNumber, ...chainNumbers] = license.numbers ?? [];
    const upgradedChain: Required<UpgradedLicense>[] = (license.upgradedFrom ?? []).map(
      (key, index) => ({
        licenseNumber: chainNumbers[index] ?? nextNumber(key),
        productName: PRODUCTS[key].name,
        version: PRODUCTS[key].version,
      }),
    );
    return {
      ownerId: input.userId,
      productTransferable: license.transferable ?? product.transferable,
      licenseNumber: ownNumber ?? nextNumber(license.product),
      upgradedChain,
      productId: product.id,
      productName: product.name,
      productFamily: product.family,
      version: product.version,
      registeredAt: license.registeredAt,
    };
  });
}

function computersOf(input: PersonaInput, licenses: LicenseRecord[]): ComputerRecord[] {
  return input.computers.map((computer, index) => ({
    ownerId: input.userId,
    id: `cmp_${code(input.userId, 900 + index)}`,
    name: computer.name,
    operatingSystem: computer.operatingSystem,
    authorizedAt: computer.authorizedAt,
    lastSeenAt: computer.lastSeenAt,
    licenseNumbers: computer.products.flatMap((key) => {
      const license = licenses.find((candidate) => candidate.productId === PRODUCTS[key].id);
      return license ? [license.licenseNumber] : [];
    }),
  }));
}

/** The shop orders that bought the paid licenses (one per purchase day), plus the other orders. */
function ordersOf(input: PersonaInput): { orders: OrderRecord[]; receipts: ReceiptRecord[] } {
  const currency = input.profile.currency;
  const byDay = new Map<string, OrderRecord['items']>();
  for (const license of input.licenses) {
    const product = PRODUCTS[license.product];
    if (license.bundled || product.price[currency] === 0) continue;
    const items = byDay.get(license.registeredAt) ?? [];
    items.push({ productName: product.name, quantity: 1, unitAmount: product.price[currency] });
    byDay.set(license.registeredAt, items);
  }
  const purchases = [...byDay].map(([placedAt, items]) => ({
    placedAt,
    status: 'Approved' as const,
    items,
  }));
  const orders = [...purchases, ...(input.otherOrders ?? [])]
    .sort((a, b) => a.placedAt.localeCompare(b.placedAt))
    .map((order, index): OrderRecord => {
      const total = order.items.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0);
      return {
        userId: input.userId,
        id: `ord_${code(input.userId, 500 + index)}`,
        number: `RS-${String(90_000 + ((input.userId * 17 + index * 311) % 10_000)).padStart(6, '0')}`,
        placedAt: addSeconds(order.placedAt, -40),
        status: order.status,
        total: round2(total),
        currency,
        items: order.items,
      };
    });
  const receipts = orders
    .filter((order) => order.status === 'Approved')
    .map((order, index): ReceiptRecord => ({
      userId: input.userId,
      id: `rcp_${code(input.userId, 700 + index)}`,
      number: `RCPT-${order.placedAt.slice(0, 4)}-${String(40_000 + ((input.userId + index * 977) % 60_000)).padStart(6, '0')}`,
      orderNumber: order.number,
      issuedAt: addSeconds(order.placedAt, 32),
      total: order.total,
      currency,
    }));
  return {
    orders: orders.sort((a, b) => b.placedAt.localeCompare(a.placedAt)),
    receipts: receipts.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt)),
  };
}

function billingInfoOf(input: PersonaInput): BillingInfoRecord | null {
  const updatedAt = input.billingInfoUpdatedAt ?? input.subscriptionAccountCreatedAt;
  if (!updatedAt) return null;
  const paymentMethod: PaymentMethod | null = input.paypalEmail
    ? 'paypal_billing_agreement'
    : input.card
      ? 'credit_card'
      : null;
  if (!paymentMethod) return null;
  const ccDetails: CardDetails | null = input.card ? { ...input.card } : null;
  return {
    userId: input.userId,
    paymentMethod,
    ccDetails: paymentMethod === 'credit_card' ? ccDetails : null,
    paypalEmail: input.paypalEmail ?? null,
    updatedAt,
  };
}

export function buildPersona(input: PersonaInput): PersonaSeed {
  const { profile, userId } = input;
  const email =
    profile.email ??
    `${profile.firstName}.${profile.lastName}@example.com`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9.@]/g, '');
  const user: UserRecord = {
    userId,
    personaId: input.personaId,
    password: MOCK_PASSWORD,
    inTrialJourney: profile.hasTakenPlusTrial,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email,
    isEmailVerified: profile.isEmailVerified ?? true,
    currency: profile.currency,
    username: profile.username ?? email.slice(0, email.indexOf('@')).replace(/\./g, ''),
    addressCountryCode: profile.country,
    autoCountryCode: profile.autoCountryCode ?? profile.country,
    addressLine1: profile.line1,
    addressLine2: profile.line2 ?? null,
    addressZip: profile.zip,
    addressCity: profile.city,
    addressState: profile.state ?? null,
    hasTakenPlusTrial: profile.hasTakenPlusTrial,
    groups: profile.groups ?? [],
    companyName: profile.companyName ?? null,
    vatId: profile.vatId ?? null,
  };
  const billingInfo = billingInfoOf(input);
  const subscriptions = input.subscriptions.map((sub) => subscriptionOf(input, sub));
  const seats = input.subscriptions.flatMap((sub) =>
    (sub.seatHolders ?? []).map((holder, index): SeatRecord => ({
      subscriptionId: sub.id,
      email: holder,
      assignedAt: addSeconds(sub.createdAt, 60 + index * 86_400 * 9),
    })),
  );
  const licenses = licensesOf(input);
  const { orders, receipts } = ordersOf(input);
  return {
    user,
    marketing: {
      userId,
      subscribed: input.marketingSubscribed,
      changedAt: input.subscriptionAccountCreatedAt ?? '2025-01-15T10:00:00Z',
    },
    subscriptionAccount: input.subscriptionAccountCreatedAt
      ? {
          userId,
          email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          currency: profile.currency,
          createdAt: input.subscriptionAccountCreatedAt,
          hasBillingInfo: billingInfo !== null,
        }
      : null,
    subscriptions,
    seats,
    billingInfo,
    couponRedemptions: input.coupons.map((coupon) => ({ ...coupon, userId })),
    invoices: input.subscriptionAccountCreatedAt ? invoicesOf(input) : [],
    licenses,
    computers: computersOf(input, licenses),
    orders,
    receipts,
  };
}
