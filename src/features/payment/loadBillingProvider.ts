import type { BillingProvider } from './billingProvider.ts';

/*
 * Apart from the adapter's types (billingProvider.ts), which both implementations import: the
 * loader imports the implementations, so keeping it beside the types made an import circle.
 */

/**
 * The provider for this build, once it can show its fields (its script has loaded). Each
 * implementation is its own chunk, loaded when payment is shown. Rejects when the provider cannot
 * load; calling it again tries afresh.
 */
export async function loadBillingProvider(): Promise<BillingProvider> {
  if (__MOCK_MODE__) return (await import('./mockBillingProvider.tsx')).loadMockBillingProvider();
  return (await import('./recurlyBillingProvider.tsx')).loadRecurlyBillingProvider();
}
