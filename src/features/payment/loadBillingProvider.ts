import { cataloguesReady } from '@/shared/i18n/catalogues.ts';
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
  const implementation = __MOCK_MODE__
    ? (await import('./mockBillingProvider.tsx')).loadMockBillingProvider
    : (await import('./recurlyBillingProvider.tsx')).loadRecurlyBillingProvider;
  // Its fields' label in the customer's language, never English first (lazyPart's reason).
  await cataloguesReady();
  return implementation();
}
