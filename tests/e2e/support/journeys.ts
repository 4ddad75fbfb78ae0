/**
 * The journeys already moved to Playwright Test (decision 019). The rest still run under
 * vitest.e2e.config.ts, which leaves these out; the list goes once every journey has moved.
 */
export const PLAYWRIGHT_JOURNEYS = [
  'session.test.ts',
  'paymentScript.test.ts',
  'heavy.test.ts',
  'changePlanNow.test.ts',
  'payFailedInvoice.test.ts',
  'businessCustomer.test.ts',
];
