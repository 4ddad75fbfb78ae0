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

export const DEFAULT_PRICE_BREAKDOWN_LABELS: PriceBreakdownLabels = {
  title: 'Price breakdown',
  listPrice: 'Price',
  total: 'Total',
  dueToday: 'Due today',
  firstCharge: 'First charge',
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
  /** "First charge: €23.79 on December 23, 2026". */
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
 * "19%", "8.25%": a rate as the tax authority writes it, with no trailing zeros. Not through
 * `Intl.NumberFormat`: the overview names its tax too, and that formatter's first use loads the
 * browser's number data on the subscription screen's first load (decision 014).
 */
function formatPercent(percent: number): string {
  return `${String(Number(percent.toFixed(2)))}%`;
}

/**
 * The tax as every screen names it: "VAT (19%)", "Sales tax (8.25%)"; plain "Tax" where the
 * service does not name it (an older service's renewal preview has no name).
 */
export function taxLabel(
  taxName: string | null | undefined,
  taxPercent: number | undefined,
): string {
  if (!taxName) return 'Tax';
  return taxPercent === undefined ? taxName : `${taxName} (${formatPercent(taxPercent)})`;
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
  const discountLabel = breakdown.couponDescription
    ? `Discount (${breakdown.couponDescription})`
    : 'Discount';
  const following = labels.followingCharge ? breakdown.followingCharge : null;
  return {
    lines: [
      { label: labels.listPrice, amount: money(breakdown.listPrice) },
      ...(discounted
        ? [
            // A minus sign, not a hyphen: screen readers say "minus".
            { label: discountLabel, amount: `−${money(breakdown.discount)}` },
            { label: 'Price after discount', amount: money(breakdown.priceAfterDiscount) },
          ]
        : []),
      { label: taxLabel(breakdown.taxName, breakdown.taxPercent), amount: money(breakdown.tax) },
    ],
    total: { label: labels.total, amount: money(breakdown.total) },
    dueToday: { label: labels.dueToday, amount: money(breakdown.dueToday) },
    firstCharge: `${labels.firstCharge}: ${money(breakdown.firstCharge.amount)} on ${formatDate(breakdown.firstCharge.date)}`,
    trialEnd: breakdown.trialEndsOn
      ? `Free trial until ${formatDate(breakdown.trialEndsOn)}`
      : null,
    followingCharge: following
      ? `${labels.followingCharge}: ${money(following.amount)} on ${formatDate(following.date)}`
      : null,
  };
}
