import { t } from '@lingui/core/macro';
import { formatMoney } from '@/shared/format/format.ts';
import type { BillingPeriod } from './planChange.ts';

/**
 * "$19.99 per month", "£169.00 per seat per year". Not with the confirmations' wording
 * (consequences.ts): the overview shows the price before any confirmation's code is fetched.
 */
export function pricePer(
  amount: number,
  currency: string,
  period: BillingPeriod,
  seats = 1,
): string {
  const price = formatMoney(amount, currency);
  if (seats > 1) {
    return period === 'year' ? t`${price} per seat per year` : t`${price} per seat per month`;
  }
  return period === 'year' ? t`${price} per year` : t`${price} per month`;
}

/** "$19.99 per month if reactivated": what a canceled subscription would charge once reactivated. */
export function pricePerIfReactivated(
  amount: number,
  currency: string,
  period: BillingPeriod,
): string {
  const price = formatMoney(amount, currency);
  return period === 'year'
    ? t`${price} per year if reactivated`
    : t`${price} per month if reactivated`;
}

/**
 * "Including VAT", "Including sales tax": the tax a price includes, named as checkout names it;
 * "Including tax" where the service does not name it. An acronym keeps its capitals.
 */
export function taxIncludedText(taxName: string | null | undefined): string {
  if (!taxName) return t`Including tax`;
  const tax = taxName === taxName.toUpperCase() ? taxName : taxName.toLowerCase();
  return t`Including ${tax}`;
}
