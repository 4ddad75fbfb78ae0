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
  return `${formatMoney(amount, currency)} per ${seats > 1 ? 'seat per ' : ''}${period}`;
}

/**
 * "Including VAT", "Including sales tax": the tax a price includes, named as checkout names it;
 * "Including tax" where the service does not name it. An acronym keeps its capitals.
 */
export function taxIncludedText(taxName: string | null | undefined): string {
  if (!taxName) return 'Including tax';
  return `Including ${taxName === taxName.toUpperCase() ? taxName : taxName.toLowerCase()}`;
}
