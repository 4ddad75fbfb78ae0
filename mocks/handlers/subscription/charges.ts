/**
 * What the subscription service charges: plan prices, the part of a coupon's discount a charge
 * gets, tax by country, the invoice of a charge made now, and the first charge a purchase or an
 * action leads to (the price breakdown of the previews).
 *
 * Money is counted in whole cents and rounded half-up per line, as the document says
 * (`PriceBreakdown`): the discount on the list price, then the tax on the price after discount.
 */
import type { PlanCode, PriceBreakdown } from '@sdk/subscription/model';
import { PLANS, TAXES } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import { taxExemptionOf } from '../../db/vatIds.ts';
import type {
  CouponRecord,
  InvoiceRecord,
  SubscriptionRecord,
  UserRecord,
} from '../../db/schema.ts';
import { nowIso, randomId } from '../support.ts';
import { couponAppliesToPlan, findCoupon } from './couponRules.ts';
import { hasSavedBillingInfo } from './paymentMethod.ts';
import { addIntervals, addTime } from './stateMachine.ts';

const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number): number => cents / 100;

/** `numerator / denominator` rounded half-up, for non-negative whole numbers. */
const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export function priceOf(planCode: PlanCode, currency: string): number | undefined {
  return PLANS[planCode].prices.find((price) => price.currency === currency)?.unitAmount;
}

/** A coupon on a subscription (or about to be): its discount runs from when it was redeemed. */
export interface CouponInEffect {
  coupon: CouponRecord;
  redeemedAt: string;
}

/** The coupon on the subscription, redeemed when the account's records say (else at its start). */
export function couponOf(subscription: SubscriptionRecord): CouponInEffect | null {
  const coupon = subscription.couponCode ? findCoupon(subscription.couponCode) : undefined;
  if (!coupon) return null;
  const redemption = db.couponRedemptions.findFirst((q) =>
    q.where({ userId: subscription.userId, code: coupon.code, subscriptionId: subscription.id }),
  );
  return { coupon, redeemedAt: redemption?.at ?? subscription.createdAt };
}

/** One charge of a plan: what is priced, when, and whether it is the first since the coupon. */
interface ChargeOf {
  planCode: PlanCode;
  currency: string;
  listPriceCents: number;
  at: string;
  /** A single-use coupon discounts only the first charge after it is redeemed. */
  firstSinceCoupon: boolean;
}

/**
 * What the coupon takes off the charge, in cents: percent or fixed discounts on a plan it covers,
 * while its duration lasts (a free trial takes nothing off a charge: it comes before them).
 */
function discountCents(applied: CouponInEffect | null, charge: ChargeOf): number {
  if (!applied) return 0;
  const { coupon, redeemedAt } = applied;
  if (!couponAppliesToPlan(coupon, charge.planCode)) return 0;
  if (coupon.duration === 'single_use' && !charge.firstSinceCoupon) return 0;
  if (coupon.duration === 'temporal' && coupon.temporalAmount && coupon.temporalUnit) {
    if (charge.at >= addTime(redeemedAt, coupon.temporalAmount, coupon.temporalUnit)) return 0;
  }
  const { discount } = coupon;
  if (discount.type === 'percent') {
    return divideHalfUp(charge.listPriceCents * (discount.percent ?? 0), 100);
  }
  if (discount.type === 'fixed') {
    const off = discount.amounts?.find((amount) => amount.currency === charge.currency);
    return Math.min(charge.listPriceCents, toCents(off?.amount ?? 0));
  }
  return 0;
}

/** The lines of one charge, as `PriceBreakdown` shows them. */
type ChargeLines = Pick<
  PriceBreakdown,
  | 'listPrice'
  | 'discount'
  | 'priceAfterDiscount'
  | 'taxPercent'
  | 'taxName'
  | 'tax'
  | 'total'
  | 'taxExempt'
>;

/** Whether consumer prices where the account lives are quoted with tax in them. */
export function pricesIncludeTax(user: UserRecord): boolean {
  // Where nothing is added, the price quoted is the price paid.
  return TAXES[user.addressCountryCode ?? '']?.includedInPrices ?? true;
}

function linesOf(user: UserRecord, listPriceCents: number, discount: number): ChargeLines {
  const salesTax = TAXES[user.addressCountryCode ?? ''];
  const afterDiscount = listPriceCents - discount;
  // Reverse charge (../../db/vatIds.ts): the VAT keeps its name, at 0%; the customer accounts for it.
  const taxExempt = taxExemptionOf(user);
  const taxPercent = taxExempt ? 0 : (salesTax?.percent ?? 0);
  const tax = divideHalfUp(afterDiscount * Math.round(taxPercent * 100), 10_000);
  return {
    listPrice: fromCents(listPriceCents),
    discount: fromCents(discount),
    priceAfterDiscount: fromCents(afterDiscount),
    taxPercent,
    taxName: salesTax?.name ?? null,
    tax: fromCents(tax),
    total: fromCents(afterDiscount + tax),
    taxExempt,
  };
}

/** The subscription's list price per period on its next plan: the catalogue's, all seats. */
function listPriceCentsOf(subscription: SubscriptionRecord): number {
  const planCode = subscription.pendingPlanCode ?? subscription.planCode;
  const unitAmount = priceOf(planCode, subscription.currency) ?? subscription.unitAmount;
  return toCents(unitAmount) * subscription.seats;
}

/** The part of the subscription's coupon a renewal charge at `chargeAt` still gets. */
export function renewalDiscount(subscription: SubscriptionRecord, chargeAt: string): number {
  return fromCents(
    discountCents(couponOf(subscription), {
      planCode: subscription.pendingPlanCode ?? subscription.planCode,
      currency: subscription.currency,
      listPriceCents: listPriceCentsOf(subscription),
      at: chargeAt,
      firstSinceCoupon: false,
    }),
  );
}

/** The renewal charge at `chargeAt`, with what the subscription's coupon still takes off. */
export function renewalLines(
  user: UserRecord,
  subscription: SubscriptionRecord,
  chargeAt: string,
): ChargeLines {
  return linesOf(
    user,
    listPriceCentsOf(subscription),
    toCents(renewalDiscount(subscription, chargeAt)),
  );
}

/**
 * The total of a charge made now, or at `now` when the mock clock passes a renewal (0 in a free
 * trial). `redeemedNow` is a coupon redeemed with this charge (its first); without one, the
 * subscription's own coupon applies while it lasts.
 */
export function chargeTotal(
  user: UserRecord,
  subscription: SubscriptionRecord,
  redeemedNow: CouponRecord | null,
  now: string,
): number {
  if (subscription.isTrial) return 0;
  const applied = redeemedNow ? { coupon: redeemedNow, redeemedAt: now } : couponOf(subscription);
  return periodTotal(user, subscription, applied, now, redeemedNow !== null);
}

/**
 * What the current period was charged, as it was priced at its start: the subscription's price
 * for all its seats, its coupon as it applied then, and tax; 0 for a free trial. The credit of a
 * plan change now is the unused part of it (./proration.ts).
 */
export function currentPeriodCharge(user: UserRecord, subscription: SubscriptionRecord): number {
  if (subscription.isTrial) return 0;
  const applied = couponOf(subscription);
  const startedAt = subscription.currentPeriodStartedAt;
  return periodTotal(
    user,
    subscription,
    applied,
    startedAt,
    applied !== null && applied.redeemedAt >= startedAt,
  );
}

/** A period of the subscription, all its seats, priced at `at` with its coupon and tax. */
function periodTotal(
  user: UserRecord,
  subscription: SubscriptionRecord,
  applied: CouponInEffect | null,
  at: string,
  firstSinceCoupon: boolean,
): number {
  const listPriceCents = toCents(subscription.unitAmount) * subscription.seats;
  return linesOf(
    user,
    listPriceCents,
    discountCents(applied, {
      planCode: subscription.planCode,
      currency: subscription.currency,
      listPriceCents,
      at,
      firstSinceCoupon,
    }),
  ).total;
}

/**
 * The invoice of a charge made now, or at `now` when the mock clock passes a renewal: its
 * `chargeTotal`, or `amount` where a rule has already priced it (a plan change now, less its
 * credit: ./proration.ts).
 */
export async function invoiceCharge(
  user: UserRecord,
  subscription: SubscriptionRecord,
  redeemedNow: CouponRecord | null,
  now = nowIso(),
  amount?: number,
): Promise<void> {
  const total = amount ?? chargeTotal(user, subscription, redeemedNow, now);
  await db.invoices.create({
    userId: user.userId,
    id: randomId('inv'),
    number: invoiceNumber(),
    createdAt: now,
    total,
    currency: subscription.currency,
    // Nothing is collected without a payment method: such an invoice waits for one.
    status: total > 0 && !hasSavedBillingInfo(user.userId) ? 'Pending' : 'Approved',
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    kind: 'charge',
    ...billedTo(user),
  });
}

/**
 * Who an invoice is issued to, fixed when it is: the business details of the customer then, and
 * the reverse charge they earn (the invoice and its PDF say so, and carry the company and VAT ID).
 */
function billedTo(
  user: UserRecord | undefined,
): Pick<InvoiceRecord, 'taxExempt' | 'billedCompanyName' | 'billedVatId'> {
  return {
    taxExempt: user ? taxExemptionOf(user) : null,
    billedCompanyName: user?.companyName ?? null,
    billedVatId: user?.vatId ?? null,
  };
}

function invoiceNumber(): string {
  return String(200_000 + db.invoices.count() * 7 + Math.floor(Math.random() * 7));
}

/** The refund of a period ended early, listed with the invoices (`kind: refund`). */
export async function invoiceRefund(
  subscription: SubscriptionRecord,
  amount: number,
): Promise<void> {
  await db.invoices.create({
    userId: subscription.userId,
    id: randomId('inv'),
    number: invoiceNumber(),
    createdAt: nowIso(),
    total: amount,
    currency: subscription.currency,
    status: 'Approved',
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    kind: 'refund',
    ...billedTo(db.users.findFirst((q) => q.where({ userId: subscription.userId }))),
  });
}

/** The last charge the subscription paid (an approved invoice of more than nothing). */
export function lastPaidCharge(subscription: SubscriptionRecord) {
  return db.invoices
    .findMany((q) =>
      q.where({
        userId: subscription.userId,
        subscriptionId: subscription.id,
        status: 'Approved',
      }),
    )
    .filter((invoice) => (invoice.kind ?? 'charge') === 'charge' && invoice.total > 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * The unused part of a paid period from `now` to its end, in the currency's unit: the paid amount
 * times the whole days left over the days of the period, rounded half-up to cents.
 */
export function unusedPart(paid: number, startedAt: string, endsAt: string, now: string): number {
  const day = 24 * 60 * 60 * 1000;
  const periodDays = Math.round((Date.parse(endsAt) - Date.parse(startedAt)) / day);
  const daysLeft = Math.floor((Date.parse(endsAt) - Date.parse(now)) / day);
  if (periodDays <= 0 || daysLeft <= 0) return 0;
  return fromCents(divideHalfUp(toCents(paid) * Math.min(daysLeft, periodDays), periodDays));
}

/** Periods looked ahead for a charge a coupon does not waive entirely (a 100%-off year is 12). */
const PERIODS_AHEAD = 24;

/** What a breakdown is about: the plan from its first possible charge on, and its coupon. */
export interface Purchase {
  user: UserRecord;
  planCode: PlanCode;
  currency: string;
  unitAmount: number;
  seats: number;
  /** The first possible charge: now, a trial's end, or the next renewal. */
  startsAt: string;
  /** That first possible charge is made at once (a purchase without a trial, a new period now). */
  chargesNow: boolean;
  coupon: CouponInEffect | null;
  /** The coupon is redeemed with this purchase, so the first charge is its first. */
  couponIsNew: boolean;
  trialEndsAt: string | null;
  /** The customer may go on without a saved payment method until the first charge. */
  mayDeferBillingInfo: boolean;
  hasBillingInfo: boolean;
}

/**
 * The price breakdown of a purchase or an action: its first charge that a coupon does not waive
 * entirely (or the first of all, when every one within reach is free), and what is due today.
 */
export function priceBreakdown(purchase: Purchase): PriceBreakdown {
  const plan = PLANS[purchase.planCode];
  const listPriceCents = toCents(purchase.unitAmount) * purchase.seats;
  const chargeAt = (period: number): ChargeOf => ({
    planCode: purchase.planCode,
    currency: purchase.currency,
    listPriceCents,
    at: addIntervals(purchase.startsAt, plan, period),
    firstSinceCoupon: purchase.couponIsNew && period === 0,
  });
  const paid = Array.from({ length: PERIODS_AHEAD }, (_, period) => chargeAt(period)).findIndex(
    (charge) => discountCents(purchase.coupon, charge) < listPriceCents,
  );
  const period = Math.max(paid, 0);
  const charge = chargeAt(period);
  const discount = discountCents(purchase.coupon, charge);
  const lines = linesOf(purchase.user, listPriceCents, discount);
  const chargedToday = purchase.chargesNow && period === 0;
  const firstChargeOn = charge.at.slice(0, 10);
  const following = chargeAt(period + 1);
  const followingLines = linesOf(
    purchase.user,
    listPriceCents,
    discountCents(purchase.coupon, following),
  );
  // The coupon is named where it shapes the breakdown: a discount, the trial, free periods first.
  const couponShapes = discount > 0 || purchase.trialEndsAt !== null || period > 0;
  const coupon = couponShapes ? (purchase.coupon?.coupon ?? null) : null;
  return {
    planCode: purchase.planCode,
    currency: purchase.currency,
    ...lines,
    couponCode: coupon?.code ?? null,
    couponDescription: coupon?.displayText ?? null,
    dueToday: chargedToday ? lines.total : 0,
    trialEndsOn: purchase.trialEndsAt?.slice(0, 10) ?? null,
    firstCharge: { date: firstChargeOn, amount: lines.total },
    // Something due today is never deferred: checkout asks for the payment method now.
    billingInfoRequiredBy:
      purchase.mayDeferBillingInfo && !purchase.hasBillingInfo && lines.total > 0 && !chargedToday
        ? firstChargeOn
        : null,
    followingCharge: { date: following.at.slice(0, 10), amount: followingLines.total },
    pricesIncludeTax: pricesIncludeTax(purchase.user),
    // Only a plan change now credits anything (./proration.ts adds it).
    proration: null,
  };
}
