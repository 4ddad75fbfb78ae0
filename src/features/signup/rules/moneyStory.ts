import { t } from '@lingui/core/macro';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

/**
 * What checkout says about money, so that it never contradicts itself (issue 26, decision 015).
 * Every figure comes from the service's previews; these only choose and word them.
 */

type Due = Pick<PriceBreakdown, 'dueToday'>;

/**
 * Whether checkout takes a payment method before Subscribe. Something due today always needs one,
 * whatever the coupon rule says; a start with nothing due today needs one as spec section 5's
 * coupon rule decides (`couponRuleNeedsIt`). Until the price is known, the coupon rule decides.
 */
export function paymentStepNeeded(couponRuleNeedsIt: boolean, breakdown: Due | undefined): boolean {
  return couponRuleNeedsIt || (breakdown?.dueToday ?? 0) > 0;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);

/**
 * A coupon that takes the place of the free trial: what the customer gives up, in the previews'
 * figures ("SAVE15 replaces your free trial: €20.22 today instead of €0.00 today and €23.79 from
 * December 24."). A coupon that charges nothing today is told by its first charge too, as the trial
 * is, and one that charges what the trial would says so rather than "€0.00 instead of €0.00".
 */
export function trialReplacedText(
  couponCode: string,
  withCoupon: Pick<PriceBreakdown, 'dueToday' | 'currency' | 'firstCharge'>,
  withTrial: Pick<PriceBreakdown, 'dueToday' | 'currency' | 'firstCharge'>,
): string {
  const todayWithCoupon = money(withCoupon.dueToday, withCoupon.currency);
  const todayWithTrial = money(withTrial.dueToday, withTrial.currency);
  const firstCharge = money(withTrial.firstCharge.amount, withTrial.currency);
  const firstChargeDate = formatDate(withTrial.firstCharge.date);
  if (withCoupon.dueToday > 0) {
    return t`${couponCode} replaces your free trial: ${todayWithCoupon} today instead of ${todayWithTrial} today and ${firstCharge} from ${firstChargeDate}.`;
  }
  const couponFirstCharge = money(withCoupon.firstCharge.amount, withCoupon.currency);
  const couponFirstChargeDate = formatDate(withCoupon.firstCharge.date);
  const same =
    withCoupon.dueToday === withTrial.dueToday &&
    couponFirstCharge === firstCharge &&
    couponFirstChargeDate === firstChargeDate;
  return same
    ? t`${couponCode} replaces your free trial and costs the same: ${todayWithCoupon} today and ${firstCharge} from ${firstChargeDate}.`
    : t`${couponCode} replaces your free trial: ${todayWithCoupon} today and ${couponFirstCharge} from ${couponFirstChargeDate} instead of ${todayWithTrial} today and ${firstCharge} from ${firstChargeDate}.`;
}

/** Why the plan changed under the customer's hand, when a coupon moved it. */
export function planMovedText(
  couponCode: string,
  move: { from: string; to: string; reason: 'couponIsFor' | 'couponNotFor' },
): string {
  const { from, to } = move;
  return move.reason === 'couponIsFor'
    ? t`${couponCode} is for ${to}, so we switched you to ${to}.`
    : t`${couponCode} does not apply to ${from}, so we switched you to ${to}.`;
}

/** The way back from that move: to the plan the customer had, without the coupon that moved it. */
export function moveBackText(from: string, reason: 'couponIsFor' | 'couponNotFor'): string {
  return reason === 'couponIsFor' ? t`Back to ${from} without the coupon` : t`Back to ${from}`;
}

/**
 * What follows a charge made today: "Then €23.79 from January 24." (the next period, at the price
 * it will have then); null when the service does not say, or nothing is charged today (the first
 * charge is the one to name then).
 */
export function thenText(
  breakdown: Pick<PriceBreakdown, 'dueToday' | 'currency' | 'followingCharge'>,
): string | null {
  const next = breakdown.followingCharge;
  if (!next || breakdown.dueToday === 0) return null;
  const amount = money(next.amount, breakdown.currency);
  const date = formatDate(next.date);
  return t`Then ${amount} from ${date}.`;
}

export interface PlanQuote {
  /** The price as the customer pays it per period. */
  price: string;
  /** "incl. VAT" where prices include tax, "+ tax" where it is added; null without tax. */
  taxNote: string | null;
}

/**
 * A plan's price as the customer pays it, from the plan's preview without a coupon: with the tax
 * in it where consumer prices include tax (EU and UK VAT), the net price "+ tax" where tax is added
 * at checkout (US sales tax). Without `pricesIncludeTax` the total is quoted, as the summary does.
 */
export function planQuote(
  breakdown: Pick<
    PriceBreakdown,
    'listPrice' | 'total' | 'currency' | 'taxPercent' | 'taxName' | 'pricesIncludeTax'
  >,
): PlanQuote {
  const taxed = breakdown.taxPercent > 0;
  if (breakdown.pricesIncludeTax === false && taxed) {
    return { price: money(breakdown.listPrice, breakdown.currency), taxNote: t`+ tax` };
  }
  // The tax's name ("VAT", "USt.") is the service's, as it sent it.
  const { taxName } = breakdown;
  return {
    price: money(breakdown.total, breakdown.currency),
    taxNote: taxed ? (taxName ? t`incl. ${taxName}` : t`incl. tax`) : null,
  };
}

/**
 * The EU member states (ISO 3166-1 alpha-2): a consumer there must ask for immediate access to
 * digital content and acknowledge losing the right of withdrawal (Directive 2011/83/EU, art. 16(m)).
 */
/* eslint-disable lingui/no-unlocalized-strings -- country codes, matched against the address's */
const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);
/* eslint-enable lingui/no-unlocalized-strings */

export function needsImmediateAccessConsent(
  addressCountryCode: string | null | undefined,
): boolean {
  return EU_COUNTRIES.has((addressCountryCode ?? '').toUpperCase());
}
