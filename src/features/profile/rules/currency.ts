/**
 * The currency as the profile shows it. Spec section 3 (and the contract's description): the
 * server's null is an empty string. USD is the default for prices (the session's currency), not a
 * preference the account has, so the profile does not claim it (decision 007).
 */
export function currencyLabel(currency: string | null): string {
  return currency ?? '';
}
