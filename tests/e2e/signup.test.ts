import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/errorMessages.ts';
import { NEW_SUBSCRIPTION_COOKIE } from '../../src/features/signup/rules/newSubscription.ts';
import { type OperationId, operationSent } from '../../src/test/inventory.ts';
import { expectNoProblems, type JourneyPage, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

/** Refused coupons and subscriptions answer 4xx, which Chromium logs; nothing else may show. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

const monthly = (page: Page) => page.getByRole('radio', { name: /Reason\+ Monthly/ });
const annual = (page: Page) => page.getByRole('radio', { name: /Reason\+ Annual/ });
const isChecked = async (radio: ReturnType<Page['getByRole']>) =>
  (await radio.getAttribute('aria-checked')) === 'true';
/** How a plan card is drawn: a chosen one must look chosen, not only say so to screen readers. */
const drawing = (radio: ReturnType<Page['getByRole']>) =>
  radio.evaluate((card) => {
    const indicator = card.querySelector('.mantine-RadioIndicator-indicator');
    return {
      border: `${getComputedStyle(card).borderTopWidth} ${getComputedStyle(card).borderTopColor}`,
      indicator: indicator ? getComputedStyle(indicator).backgroundColor : 'none',
    };
  });
async function expectDrawnChosen(page: Page, chosen: 'monthly' | 'annual'): Promise<void> {
  const [monthlyCard, annualCard] = [await drawing(monthly(page)), await drawing(annual(page))];
  const [on, off] = chosen === 'monthly' ? [monthlyCard, annualCard] : [annualCard, monthlyCard];
  expect(on.border).not.toMatch(/^0px/);
  expect(off.border).not.toMatch(/^0px/);
  expect(on.border).not.toBe(off.border);
  expect(on.indicator).not.toBe(off.indicator);
}
const subscribe = (page: Page) => page.getByRole('button', { name: 'Subscribe', exact: true });
const cardForm = (page: Page) => page.getByLabel('First name on card');
const noPaymentNeeded = (page: Page) =>
  page.getByText('No payment details are needed for this offer.');

const breakdown = (page: Page) => page.getByRole('table', { name: 'Price breakdown' });
const breakdownRow = (page: Page, name: RegExp) => breakdown(page).getByRole('row', { name });

/** The service's figures are in: the total shows an amount. */
async function priceShown(page: Page): Promise<void> {
  await breakdownRow(page, /^Total/)
    .filter({ hasText: /\d/ })
    .waitFor();
}

async function openSignup(
  persona: string,
  { width }: { width?: number } = {},
): Promise<JourneyPage> {
  const journey = await open('/signup', { persona, width });
  await monthly(journey.page).waitFor();
  if (persona !== 'anonymous') await priceShown(journey.page);
  // An EU customer agrees to immediate access to digital content (issue 26).
  const consent = journey.page.getByRole('checkbox', { name: /I want access to Reason\+ now/ });
  if (await consent.count()) await consent.check();
  return journey;
}

/** The confirmation that follows a subscription, then its way to the overview. */
async function finishCheckout(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^You are subscribed to/ }).waitFor();
  await page.getByRole('link', { name: 'Go to your subscription' }).click();
  await page.waitForURL((url) => url.pathname === '/subscription');
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

async function applyValidCoupon(page: Page, code: string): Promise<void> {
  await applyCoupon(page, code);
  await page.getByRole('status').getByText(code, { exact: true }).waitFor();
}

/** Requests the page sends to one operation, counted from now on. */
function countRequests(page: Page, operationId: OperationId): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (operationSent(request.method(), new URL(request.url()).pathname) === operationId) {
      seen.push(request);
    }
  });
  return seen;
}

const CHROMIUM_MAX_COOKIE_SECONDS = 399 * 24 * 60 * 60;

describe('signup and checkout on the mocks', () => {
  it('gives a trial-eligible user the free month on Monthly and subscribes with a card', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    const journeys = countRequests(page, 'addToTrialJourney');
    await page.getByText('Auto-renews after one month at standard price.').waitFor();
    expect(await isChecked(monthly(page))).toBe(true);
    expect(await monthly(page).textContent()).toContain('1 month free');
    expect(await cardForm(page).inputValue()).toBe('Lena');

    await subscribe(page).click();

    await finishCheckout(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === NEW_SUBSCRIPTION_COOKIE);
    expect(cookie?.value).toMatch(/^sub_\w+$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // We ask for five years (see the unit table); Chromium keeps a cookie 400 days at most.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(CHROMIUM_MAX_COOKIE_SECONDS);
    expect(journeys).toHaveLength(1);
    expectNoProblems(journey);
    await journey.close();
  });

  it.each([1280, 390])(
    'shows a German trial at %i px what it pays, and confirms it after subscribing',
    async (width) => {
      const journey = await openSignup('trial-eligible', { width });
      const { page } = journey;
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Back to your account' }).waitFor();
      await header.getByRole('button', { name: 'Sign out' }).waitFor();

      expect(await breakdownRow(page, /^Reason\+ Monthly, per month/).textContent()).toContain(
        '€19.99',
      );
      expect(await breakdownRow(page, /^VAT \(19%\)/).textContent()).toContain('€3.80');
      expect(await breakdownRow(page, /^Total/).textContent()).toContain('€23.79');
      expect(await breakdownRow(page, /^Due today/).textContent()).toContain('€0.00');
      await page.getByText(/^First charge: €23\.79 on \w+ \d+, \d{4}$/).waitFor();
      // On a phone too, every figure is on screen without scrolling sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      await applyValidCoupon(page, 'SAVE15');
      await breakdownRow(page, /^Price after discount/)
        .filter({ hasText: '€16.99' })
        .waitFor();
      expect(await breakdownRow(page, /^VAT/).textContent()).toContain('€3.23');
      // Something is due today: a payment method is asked for, and the trial it replaces is said.
      await cardForm(page).waitFor();
      expect(await noPaymentNeeded(page).count()).toBe(0);
      await page
        .getByText(
          /^SAVE15 replaces your free trial: €20\.22 today instead of €0\.00 today and €23\.79 from \w+ \d+, \d{4}\.$/,
        )
        .waitFor();
      await page.getByRole('button', { name: 'Keep the free trial' }).click();
      await breakdownRow(page, /^Total/)
        .filter({ hasText: '€23.79' })
        .waitFor();

      await subscribe(page).click();
      await page.getByRole('heading', { name: 'You are subscribed to Reason+ Monthly' }).waitFor();
      await page.getByText(/^Your first charge: €23\.79 on \w+ \d+, \d{4}\.$/).waitFor();
      await finishCheckout(page);
      expectNoProblems(journey);
      await journey.close();
    },
  );

  it('keeps Due today beside Subscribe on a 390 px phone, wherever the customer scrolls', async () => {
    const journey = await openSignup('trial-eligible', { width: 390 });
    const { page } = journey;
    await applyValidCoupon(page, 'SAVE15');
    await cardForm(page).waitFor();
    const bar = page.getByRole('region', { name: 'Due today and Subscribe' });
    await bar.getByText('€20.22', { exact: true }).waitFor();
    // One Subscribe at this width: the bar's, which is the card form's own submit button.
    expect(await subscribe(page).count()).toBe(1);
    expect(await bar.getByRole('button', { name: 'Subscribe', exact: true }).count()).toBe(1);

    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const onScreen = async (locator: ReturnType<Page['getByText']>) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    };
    for (const where of ['top', 'bottom'] as const) {
      await page.evaluate((to) => {
        window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight);
      }, where);
      expect(await onScreen(bar.getByText('€20.22', { exact: true }))).toBe(true);
      expect(await onScreen(subscribe(page))).toBe(true);
    }
    // At the end of the page the bar covers nothing: the terms end above it.
    const terms = await page.getByText(/^By subscribing you accept the/).boundingBox();
    const barBox = await bar.boundingBox();
    expect((terms?.y ?? 0) + (terms?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    // Pressed from the bar without the EU consent, the box comes into view with its reason.
    const consent = page.getByRole('checkbox', { name: /I want access to Reason\+ now/ });
    await consent.uncheck();
    await page.evaluate(() => window.scrollTo(0, 0));
    await subscribe(page).click();
    const why = page.getByText('Please confirm that you want access now, or you cannot subscribe.');
    await why.waitFor();
    await expect.poll(() => consent.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await onScreen(why)).toBe(true);
    await consent.check();

    await subscribe(page).click();
    await page.getByText('Charged today: €20.22.').waitFor();
    await finishCheckout(page);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByRole('region', { name: 'Invoices' }).getByText('€20.22').first().waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('offers a returning customer their saved card, and subscribes with it', async () => {
    const journey = await openSignup('trial-taken');
    const { page } = journey;
    const saved = countRequests(page, 'updatePaymentMethod');
    const reuse = page.getByRole('radio', { name: 'Pay with Visa •••• 1111' });
    expect(await reuse.isChecked()).toBe(true);
    expect(await cardForm(page).count()).toBe(0);

    await subscribe(page).click();

    await finishCheckout(page);
    expect(saved).toHaveLength(0);
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows each refused coupon its message beside the field', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    for (const [code, message] of [
      ['EXPIRED2025', MESSAGES.couponExpired],
      ['USEDUP', MESSAGES.couponAlreadyUsed],
      ['STAFFONLY', MESSAGES.couponNotApplicable],
      ['NO-SUCH-CODE', MESSAGES.somethingWentWrong],
    ] as const) {
      await applyCoupon(page, code);
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it.each([1350, 390])(
    'at %i px, charges exactly what checkout said: the coupon, what is due today, the renewal, the invoice',
    async (width) => {
      const journey = await openSignup('trial-taken', { width });
      const { page } = journey;
      await applyValidCoupon(page, 'SAVE15');
      await breakdownRow(page, /^Price after discount/)
        .filter({ hasText: '£' })
        .waitFor();
      const dueToday = /£\d+\.\d{2}/.exec(
        (await breakdownRow(page, /^Due today/).textContent()) ?? '',
      )?.[0];
      expect(dueToday).toBeDefined();
      await page.getByText(/^Then £\d+\.\d{2} from \w+ \d+, \d{4}\.$/).waitFor();
      await subscribe(page).click();
      await page.getByText(`Charged today: ${dueToday ?? ''}.`).waitFor();
      await page
        .getByText(/^Your subscription renews on \w+ \d+, \d{4} for £\d+\.\d{2}\.$/)
        .waitFor();
      await finishCheckout(page);
      // The mock's own invoice of the charge: the amount the customer was told.
      await page.getByRole('tab', { name: 'Invoices' }).click();
      const invoices = page.getByRole('region', { name: 'Invoices' });
      await invoices
        .getByText(dueToday ?? '', { exact: false })
        .first()
        .waitFor();
      expectNoProblems(journey);
      await journey.close();
    },
  );

  it('says why a coupon moved the plan, and moves it back without the coupon', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    await applyValidCoupon(page, 'ANNUAL20');
    await page
      .getByText('ANNUAL20 is for Reason+ Annual, so we switched you to Reason+ Annual.')
      .waitFor();
    await expect.poll(() => isChecked(annual(page))).toBe(true);
    await page.getByRole('button', { name: 'Back to Reason+ Monthly without the coupon' }).click();
    await expect.poll(() => isChecked(monthly(page))).toBe(true);
    await breakdownRow(page, /^Due today/)
      .filter({ hasText: '€0.00' })
      .waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('switches the plan and the terms with each coupon applied in turn', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    await page.getByText('Auto-renews after one month at standard price.').waitFor();
    await expectDrawnChosen(page, 'monthly');

    // Annual only, 20% off for ever: moves to Annual, nothing to disclose, a card is needed.
    await applyValidCoupon(page, 'ANNUAL20');
    await expect.poll(() => isChecked(annual(page))).toBe(true);
    await expectDrawnChosen(page, 'annual');
    expect(await page.getByText(/^Auto-renews/).count()).toBe(0);
    await cardForm(page).waitFor();

    // Monthly only, six months at half price: back to Monthly; six months still needs a card.
    await applyValidCoupon(page, 'HALF6');
    await expect.poll(() => isChecked(monthly(page))).toBe(true);
    await page.getByText('Auto-renews after six months at standard price.').waitFor();
    await cardForm(page).waitFor();

    // All plans, three months: no card by the coupon rule, but €11.89 is due today: a card
    // (decision 015).
    await applyValidCoupon(page, 'HALF3');
    await page.getByText('Auto-renews after three months at standard price.').waitFor();
    await cardForm(page).waitFor();

    // All plans, for ever: nothing to disclose; due today, so a card.
    await applyValidCoupon(page, 'SAVE15');
    await cardForm(page).waitFor();
    expect(await page.getByText(/^Auto-renews/).count()).toBe(0);

    // 100% off Monthly only: no card, renews after its one billing period.
    await applyValidCoupon(page, 'FREEMONTH');
    await page.getByText('Auto-renews after one month at standard price.').waitFor();
    await noPaymentNeeded(page).waitFor();

    // A 14-day free trial on Monthly: the trial's length, and a card.
    await applyValidCoupon(page, 'TRIAL14');
    await page.getByText('Auto-renews after 14 days at standard price.').waitFor();
    await cardForm(page).waitFor();

    // Choosing Annual drops the Monthly-only coupon and says why.
    await annual(page).click();
    await page.getByText(MESSAGES.couponNotApplicable, { exact: true }).waitFor();

    // The trial offer typed on Annual brings Monthly back.
    await applyValidCoupon(page, 'first-month-introduction-offer');
    await expect.poll(() => isChecked(monthly(page))).toBe(true);
    await page.getByText('Auto-renews after one month at standard price.').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows the server refusing a once-per-account coupon as "You can only use this coupon once"', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    await applyValidCoupon(page, 'ONCEONLY');
    await noPaymentNeeded(page).waitFor();
    await subscribe(page).click();
    await page.getByRole('alert').getByText(MESSAGES.couponOncePerAccount).waitFor();
    expect(await page.getByLabel('Coupon code').inputValue()).toBe('ONCEONLY');
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('creates one subscription when Subscribe is double-clicked', async () => {
    const journey = await openSignup('trial-eligible');
    const { page } = journey;
    const created = countRequests(page, 'createSubscription');
    const saved = countRequests(page, 'updatePaymentMethod');
    await cardForm(page).waitFor();

    await subscribe(page).dblclick();

    await finishCheckout(page);
    expect(created).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expectNoProblems(journey);
    await journey.close();
  });

  it('saves the card through a passed 3-D Secure challenge, then subscribes', async () => {
    const journey = await openSignup('threeds-new');
    const { page } = journey;
    await subscribe(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await finishCheckout(page);
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows a failed 3-D Secure challenge and subscribes nobody', async () => {
    const journey = await openSignup('threeds-new');
    const { page } = journey;
    const created = countRequests(page, 'createSubscription');
    await subscribe(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' })
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await page.getByRole('alert').getByText(MESSAGES.threeDSecureFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(created).toHaveLength(0);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('gives a user who already had the trial no trial', async () => {
    const journey = await openSignup('trial-taken');
    const { page } = journey;
    // The price a customer in the UK pays, VAT in, as the summary says it (issue 26).
    await monthly(page).filter({ hasText: '£20.39 per month incl. VAT' }).waitFor();
    expect(await monthly(page).textContent()).not.toMatch(/free/i);
    expect(await page.getByText(/^Auto-renews/).count()).toBe(0);
    expectNoProblems(journey);
    await journey.close();
  });

  it('sends a subscriber to their subscription with a notice', async () => {
    const journey = await open('/signup', { persona: 'monthly-active' });
    const { page } = journey;
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByText('You already have Reason+').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows an anonymous visitor the plans in USD and sends them to sign in', async () => {
    const journey = await openSignup('anonymous');
    const { page } = journey;
    expect(await monthly(page).textContent()).toContain('$19.99');
    expect(await annual(page).textContent()).toContain('$199.00');
    await page.getByRole('link', { name: 'Sign in to subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/account/logout');
    await page.getByRole('heading', { name: 'Sign in (mock backend)' }).waitFor();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});
