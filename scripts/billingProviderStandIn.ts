/**
 * A stand-in for the billing provider (Recurly.js and its card frame), whose hosts are out of reach
 * here. The production build's journeys (`tests/e2e/serve.test.ts`) and the bench use it, so that
 * the payment form draws its card fields as it does for a customer, rather than reporting that the
 * provider's script could not load.
 */
import type { CDPSession, Page } from 'playwright-core';
import { BILLING_PROVIDER_ORIGIN, BILLING_SCRIPT } from '../src/config/billingScript.ts';

/** Recurly.js as the payment form uses it: card fields in a frame of the provider's origin. */
const STAND_IN_SCRIPT = `window.recurly = {
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

/** The `integrity` attribute, kept aside where the browser does not check it. */
const PASS_INTEGRITY = `Object.defineProperty(HTMLScriptElement.prototype, 'integrity', {
  set(value) { this.dataset.pinnedIntegrity = value; },
  get() { return ''; },
});`;

const FRAME = '<input aria-label="Card number">';

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
    route.fulfill({ contentType: 'text/html', body: FRAME }),
  );
  // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
  if (passIntegrity) await page.addInitScript(PASS_INTEGRITY);
}

/**
 * The same over a tab's DevTools session, its integrity passed: for the bench, whose repeat visits
 * need the browser's cache, which Playwright's routing turns off. Only the provider's two URLs are
 * intercepted; everything else goes to the network, through the cache.
 */
export async function standInOverDevTools(cdp: CDPSession) {
  const frame = `${BILLING_PROVIDER_ORIGIN}/*`;
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const [contentType, body] = request.url.startsWith(BILLING_PROVIDER_ORIGIN)
      ? ['text/html', FRAME]
      : ['text/javascript', STAND_IN_SCRIPT];
    void cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: 200,
      responseHeaders: [
        { name: 'Content-Type', value: contentType },
        { name: 'Access-Control-Allow-Origin', value: '*' },
      ],
      body: Buffer.from(body).toString('base64'),
    });
  });
  await cdp.send('Fetch.enable', {
    patterns: [BILLING_SCRIPT.src, frame].map((urlPattern) => ({ urlPattern })),
  });
  // Without Page's domain on, the session's script for new documents does not run.
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: PASS_INTEGRITY });
}
