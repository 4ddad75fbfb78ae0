/**
 * A stand-in for the billing provider (Recurly.js and its card frame), whose hosts are out of reach
 * here. The production build's journeys (`tests/e2e/serve.test.ts`) and the bench
 * (`scripts/bench/billingProviderHost.ts`) use it, so that the payment form draws its card fields
 * as it does for a customer, rather than reporting that the provider's script could not load.
 */
import type { Page } from 'playwright-core';
import { BILLING_PROVIDER_ORIGIN, BILLING_SCRIPT } from '../src/config/billingScript.ts';

/** Recurly.js as the payment form uses it: card fields in a frame of the provider's origin. */
export const STAND_IN_SCRIPT = `window.recurly = {
  configure() {},
  Elements() {
    return {
      CardElement() {
        const frame = document.createElement('iframe');
        frame.title = 'Card number';
        frame.src = '${BILLING_PROVIDER_ORIGIN}/js/v1/field.html';
        return { attach(element) { element.append(frame); }, remove() { frame.remove(); } };
      },
    };
  },
};`;

/**
 * The `integrity` attribute, kept aside where the browser does not check it: for a page's init
 * script. A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
 */
export const PASS_INTEGRITY = `Object.defineProperty(HTMLScriptElement.prototype, 'integrity', {
  set(value) { this.dataset.pinnedIntegrity = value; },
  get() { return ''; },
});`;

/** The card frame's page. */
export const CARD_FRAME = '<input aria-label="Card number">';

/**
 * Answers the provider's script and card frame with the stand-in, on a Playwright page.
 * `passIntegrity` lets the stand-in past the pinned hash (and only that: the attribute is kept on
 * the element as `data-pinned-integrity`), since it is not the pinned file; without it the browser
 * refuses it.
 */
export async function standInForTheBillingProvider(
  page: Pick<Page, 'route' | 'addInitScript'>,
  { passIntegrity }: { passIntegrity: boolean },
) {
  await page.route(BILLING_SCRIPT.src, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: STAND_IN_SCRIPT,
    }),
  );
  await page.route(`${BILLING_PROVIDER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: CARD_FRAME }),
  );
  if (passIntegrity) await page.addInitScript(PASS_INTEGRITY);
}
