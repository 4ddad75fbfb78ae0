import { t } from '@lingui/core/macro';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { formatDate, formatMoney } from '@/shared/format/format.ts';

/** The wording a screen may change: the list price names its plan, a change says "Next charge". */
export interface PriceBreakdownLabels {
  /** The accessible name of the whole breakdown. */
  title: string;
  /** The first line: the plan's price for one period, before discount and tax. */
  listPrice: string;
  total: string;
  dueToday: string;
  /** "First charge" at checkout; "Next charge" where a subscription already runs. */
  firstCharge: string;
  /**
   * Names the charge after the first ("After that"), where a screen shows it: resuming charges
   * today and then again a period later, and the customer is told both. Left out, it is not shown.
   */
  followingCharge?: string;
}

/** In the active language, read when spread (`{ ...DEFAULT_PRICE_BREAKDOWN_LABELS, ...labels }`). */
export const DEFAULT_PRICE_BREAKDOWN_LABELS: PriceBreakdownLabels = {
  get title() {
    return t`Price breakdown`;
  },
  get listPrice() {
    return t`Price`;
  },
  get total() {
    return t`Total`;
  },
  get dueToday() {
    return t`Due today`;
  },
  get firstCharge() {
    return t`First charge`;
  },
};

export interface PriceLine {
  label: string;
  amount: string;
}

export interface PriceBreakdownText {
  /** List price, then discount and price after it (when a coupon lowers the price), then tax. */
  lines: PriceLine[];
  total: PriceLine;
  dueToday: PriceLine;
  /**
   * A plan change now: "Credit for unused time until December 14, 2026 −€12.98", between the
   * total and what is due today (which the service already took it off); null otherwise.
   */
  credit: PriceLine | null;
  /**
   * "First charge: €23.79 on December 23, 2026"; with a proration, the new plan's first renewal
   * ("Next renewal: €236.81 on November 25, 2027"), as today's charge is the due-today line.
   */
  firstCharge: string;
  /** "Free trial until December 22, 2026", or null without a trial. */
  trialEnd: string | null;
  /**
   * "After that: €23.79 on January 24, 2027": only with a `followingCharge` label, and when the
   * service says what follows; otherwise null.
   */
  followingCharge: string | null;
}

/**
 * "19", "8.25" (English), "8,25" (German): a rate as the tax authority writes it, with no trailing
 * zeros. Not through `Intl.NumberFormat`: the overview names its tax too, and that formatter's
 * first use loads the browser's number data on the subscription screen's first load (decision
 * 014). The decimal mark comes from the catalogue.
 */
function formatPercent(percent: number): string {
  const decimalMark = t({ message: '.', comment: 'The decimal mark in a tax rate: 8.25%' });
  return String(Number(percent.toFixed(2))).replace('.', decimalMark);
}

/**
 * Why no tax is charged, as the customer reads it, for a `taxExempt` of a price breakdown, renewal
 * preview or invoice (issue 33): "Reverse charge" (a business customer accounts for the VAT
 * itself); null when tax is charged, or for a value this portal does not know. The one place that
 * reads `taxExempt`.
 */
export function taxExemptionNote(taxExempt: string | null | undefined): string | null {
  return taxExempt === 'reverse_charge' ? t`Reverse charge` : null;
}

/**
 * The tax as every screen names it: "VAT (19%)", "Sales tax (8.25%)"; plain "Tax" where the
 * service does not name it (an older service's renewal preview has no name); "Reverse charge"
 * where the service exempts the charge (`taxExempt`), instead of a "VAT (0%)" that would look
 * like a mistake.
 */
export function taxLabel(
  taxName: string | null | undefined,
  taxPercent: number | undefined,
  taxExempt?: string | null,
): string {
  const exemption = taxExemptionNote(taxExempt);
  if (exemption) return exemption;
  if (!taxName) return t`Tax`;
  if (taxPercent === undefined) return taxName;
  const percent = formatPercent(taxPercent);
  return t`${taxName} (${percent}%)`;
}

/** "First charge: €23.79 on December 24, 2026". */
function chargeOn(label: string, amount: string, date: string): string {
  const day = formatDate(date);
  return t`${label}: ${amount} on ${day}`;
}

/** "Free trial until December 23, 2026". */
function trialUntil(day: string): string {
  return t`Free trial until ${day}`;
}

/**
 * What a breakdown says, line by line, every amount as the service answered it: the portal only
 * words the figures, it never computes one (issue 17). A discount of nothing gets no lines: "Price
 * after discount" equal to the price would only make the customer look for a difference.
 */
export function priceBreakdownText(
  breakdown: PriceBreakdown,
  labels: PriceBreakdownLabels,
): PriceBreakdownText {
  const money = (amount: number) => formatMoney(amount, breakdown.currency);
  const discounted = breakdown.discount > 0;
  const coupon = breakdown.couponDescription;
  const discountLabel = coupon ? t`Discount (${coupon})` : t`Discount`;
  const following = labels.followingCharge ? breakdown.followingCharge : null;
  const proration = breakdown.proration ?? null;
  return {
    lines: [
      { label: labels.listPrice, amount: money(breakdown.listPrice) },
      ...(discounted
        ? [
            // A minus sign, not a hyphen: screen readers say "minus".
            { label: discountLabel, amount: `−${money(breakdown.discount)}` },
            { label: t`Price after discount`, amount: money(breakdown.priceAfterDiscount) },
          ]
        : []),
      {
        label: taxLabel(breakdown.taxName, breakdown.taxPercent, breakdown.taxExempt),
        amount: money(breakdown.tax),
      },
    ],
    total: { label: labels.total, amount: money(breakdown.total) },
    dueToday: { label: labels.dueToday, amount: money(breakdown.dueToday) },
    credit: proration ? creditLine(proration.credit, proration.unusedUntil, money) : null,
    firstCharge: proration
      ? nextRenewal(proration.nextRenewalOn, breakdown.followingCharge?.amount, money)
      : chargeOn(
          labels.firstCharge,
          money(breakdown.firstCharge.amount),
          breakdown.firstCharge.date,
        ),
    trialEnd: breakdown.trialEndsOn ? trialUntil(formatDate(breakdown.trialEndsOn)) : null,
    // With a proration the first renewal is already the following charge.
    followingCharge:
      following && labels.followingCharge && !proration
        ? chargeOn(labels.followingCharge, money(following.amount), following.date)
        : null,
  };
}

/** "Credit for unused time until December 14, 2026" and "−€12.98" (a minus sign, as a discount). */
function creditLine(
  credit: number,
  unusedUntil: string,
  money: (amount: number) => string,
): PriceLine {
  const day = formatDate(unusedUntil);
  return { label: t`Credit for unused time until ${day}`, amount: `−${money(credit)}` };
}

/** "Next renewal: €236.81 on November 25, 2027", or "Renews on November 25, 2027" without its amount. */
function nextRenewal(
  date: string,
  amount: number | undefined,
  money: (amount: number) => string,
): string {
  if (amount === undefined) {
    const day = formatDate(date);
    return t`Renews on ${day}`;
  }
  return chargeOn(t`Next renewal`, money(amount), date);
}
