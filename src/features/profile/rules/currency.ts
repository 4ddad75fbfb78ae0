/** The currency as the profile shows it: the server's null is "not set", and USD then applies. */
export function currencyLabel(currency: string | null): string {
  return currency || 'Not set (USD by default)';
}
