import type { Locator, Page, Request } from '@playwright/test';
import { NEW_SUBSCRIPTION_COOKIE } from '../../src/features/signup/rules/newSubscription.ts';
import { type OperationId, operationSent } from '../../src/test/inventory.ts';
import { droppedChunk, expect, type Journey, type OpenOptions, test } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';

type Open = (path: string, options?: OpenOptions) => Promise<Journey>;

/** Refused coupons and subscriptions answer 4xx, which Chromium logs; nothing else may show. */
const refusal = (problem: string) =>
  /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(problem);

const monthly = (page: Page) => page.getByRole('radio', { name: /Reason\+ Monthly/ });
const annual = (page: Page) => page.getByRole('radio', { name: /Reason\+ Annual/ });
/** How a plan card is drawn: a chosen one must look chosen, not only say so to screen readers. */
const drawing = (radio: Locator) =>
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

/** Wholly inside the window: seen and reached without scrolling. */
const expectOnScreen = (element: Locator) => expect(element).toBeInViewport({ ratio: 1 });

/** The service's figures are in: the total shows an amount. */
async function priceShown(page: Page): Promise<void> {
  await expect(breakdownRow(page, /^Total/).filter({ hasText: /\d/ })).toBeVisible();
}

async function openSignup(
  open: Open,
  persona: string,
  { width, expected }: Pick<OpenOptions, 'width' | 'expected'> = {},
): Promise<Page> {
  const { page } = await open('/signup', { persona, width, expected });
  await expect(monthly(page)).toBeVisible();
  if (persona !== 'anonymous') {
    await priceShown(page);
    // The payment step, with the terms and the consent, comes after the price (its own chunk).
    await expect(page.getByRole('link', { name: 'terms of service' })).toBeVisible();
  }
  // An EU customer agrees to immediate access to digital content (issue 26).
  const consent = page.getByRole('checkbox', { name: /I want access to Reason\+ now/ });
  if (await consent.count()) await consent.check();
  return page;
}

/** The confirmation that follows a subscription, then its way to the overview. */
async function finishCheckout(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /^You are subscribed to/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your subscription' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/subscription');
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

async function applyValidCoupon(page: Page, code: string): Promise<void> {
  await applyCoupon(page, code);
  await expect(page.getByRole('status').getByText(code, { exact: true })).toBeVisible();
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

test.describe('signup and checkout on the mocks', () => {
  test('gives a trial-eligible user the free month on Monthly and subscribes with a card', async ({
    open,
  }) => {
    const page = await openSignup(open, 'trial-eligible');
    const journeys = countRequests(page, 'addToTrialJourney');
    await expect(page.getByText('Auto-renews after one month at standard price.')).toBeVisible();
    await expect(monthly(page)).toBeChecked();
    await expect(monthly(page)).toContainText('one month free');
    await expect(cardForm(page)).toHaveValue('Lena');

    await subscribe(page).click();

    await finishCheckout(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === NEW_SUBSCRIPTION_COOKIE);
    expect(cookie?.value).toMatch(/^sub_\w+$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // We ask for five years (see the unit table); Chromium keeps a cookie 400 days at most.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(CHROMIUM_MAX_COOKIE_SECONDS);
    expect(journeys).toHaveLength(1);
  });

  for (const width of [1280, 390]) {
    test(`shows a German trial at ${width} px what it pays, and confirms it after subscribing`, async ({
      open,
    }) => {
      const page = await openSignup(open, 'trial-eligible', { width });
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Back to your account' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();

      await expect(breakdownRow(page, /^Reason\+ Monthly, per month/)).toContainText('€19.99');
      await expect(breakdownRow(page, /^VAT \(19%\)/)).toContainText('€3.80');
      await expect(breakdownRow(page, /^Total/)).toContainText('€23.79');
      await expect(breakdownRow(page, /^Due today/)).toContainText('€0.00');
      await expect(page.getByText(/^First charge: €23\.79 on \w+ \d+, \d{4}$/)).toBeVisible();
      // On a phone too, every figure is on screen without scrolling sideways.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBe(0);

      await applyValidCoupon(page, 'SAVE15');
      await expect(
        breakdownRow(page, /^Price after discount/).filter({ hasText: '€16.99' }),
      ).toBeVisible();
      await expect(breakdownRow(page, /^VAT/)).toContainText('€3.23');
      // Something is due today: a payment method is asked for, and the trial it replaces is said.
      await expect(cardForm(page)).toBeVisible();
      await expect(noPaymentNeeded(page)).toHaveCount(0);
      await expect(
        page.getByText(
          /^SAVE15 replaces your free trial: €20\.22 today instead of €0\.00 today and €23\.79 from \w+ \d+, \d{4}\.$/,
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Keep the free trial' }).click();
      await expect(breakdownRow(page, /^Total/).filter({ hasText: '€23.79' })).toBeVisible();

      await subscribe(page).click();
      await expect(
        page.getByRole('heading', { name: 'You are subscribed to Reason+ Monthly' }),
      ).toBeVisible();
      await expect(
        page.getByText(/^Your first charge: €23\.79 on \w+ \d+, \d{4}\.$/),
      ).toBeVisible();
      await finishCheckout(page);
    });
  }

  test('keeps Due today beside Subscribe on a 390 px phone, wherever the customer scrolls', async ({
    open,
  }) => {
    const page = await openSignup(open, 'trial-eligible', { width: 390 });
    await applyValidCoupon(page, 'SAVE15');
    await expect(cardForm(page)).toBeVisible();
    const bar = page.getByRole('region', { name: 'Due today and Subscribe' });
    await expect(bar.getByText('€20.22', { exact: true })).toBeVisible();
    // One Subscribe at this width: the bar's, which is the card form's own submit button.
    await expect(subscribe(page)).toHaveCount(1);
    await expect(bar.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(1);

    for (const where of ['top', 'bottom'] as const) {
      await page.evaluate((to) => {
        window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight);
      }, where);
      await expectOnScreen(bar.getByText('€20.22', { exact: true }));
      await expectOnScreen(subscribe(page));
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
    await expect(why).toBeVisible();
    await expect(consent).toBeFocused();
    await expectOnScreen(why);
    await consent.check();

    await subscribe(page).click();
    await expect(page.getByText('Charged today: €20.22.')).toBeVisible();
    await finishCheckout(page);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(
      page.getByRole('region', { name: 'Invoices' }).getByText('€20.22').first(),
    ).toBeVisible();
  });

  test('offers a returning customer their saved card, and subscribes with it', async ({ open }) => {
    const page = await openSignup(open, 'trial-taken');
    const saved = countRequests(page, 'updatePaymentMethod');
    const reuse = page.getByRole('radio', { name: 'Pay with Visa •••• 1111' });
    await expect(reuse).toBeChecked();
    await expect(cardForm(page)).toHaveCount(0);

    await subscribe(page).click();

    await finishCheckout(page);
    expect(saved).toHaveLength(0);
  });

  test('shows each refused coupon its message beside the field', async ({ open }) => {
    const page = await openSignup(open, 'trial-eligible', { expected: refusal });
    for (const [code, message] of [
      ['EXPIRED2025', MESSAGES.couponExpired],
      ['USEDUP', MESSAGES.couponAlreadyUsed],
      ['STAFFONLY', MESSAGES.couponNotApplicable],
      ['NO-SUCH-CODE', MESSAGES.somethingWentWrong],
    ] as const) {
      await applyCoupon(page, code);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  for (const width of [1350, 390]) {
    test(`at ${width} px, charges exactly what checkout said: the coupon, what is due today, the renewal, the invoice`, async ({
      open,
    }) => {
      const page = await openSignup(open, 'trial-taken', { width });
      await applyValidCoupon(page, 'SAVE15');
      await expect(
        breakdownRow(page, /^Price after discount/).filter({ hasText: '£' }),
      ).toBeVisible();
      const dueToday = /£\d+\.\d{2}/.exec(
        (await breakdownRow(page, /^Due today/).textContent()) ?? '',
      )?.[0];
      expect(dueToday).toBeDefined();
      await expect(page.getByText(/^Then £\d+\.\d{2} from \w+ \d+, \d{4}\.$/)).toBeVisible();
      await subscribe(page).click();
      await expect(page.getByText(`Charged today: ${dueToday ?? ''}.`)).toBeVisible();
      await expect(
        page.getByText(/^Your subscription renews on \w+ \d+, \d{4} for £\d+\.\d{2}\.$/),
      ).toBeVisible();
      await finishCheckout(page);
      // The mock's own invoice of the charge: the amount the customer was told.
      await page.getByRole('tab', { name: 'Invoices' }).click();
      const invoices = page.getByRole('region', { name: 'Invoices' });
      await expect(invoices.getByText(dueToday ?? '', { exact: false }).first()).toBeVisible();
    });
  }

  test('says why a coupon moved the plan, and moves it back without the coupon', async ({
    open,
  }) => {
    const page = await openSignup(open, 'trial-eligible');
    await applyValidCoupon(page, 'ANNUAL20');
    await expect(
      page.getByText('ANNUAL20 is for Reason+ Annual, so we switched you to Reason+ Annual.'),
    ).toBeVisible();
    await expect(annual(page)).toBeChecked();
    await page.getByRole('button', { name: 'Back to Reason+ Monthly without the coupon' }).click();
    await expect(monthly(page)).toBeChecked();
    await expect(breakdownRow(page, /^Due today/).filter({ hasText: '€0.00' })).toBeVisible();
  });

  test('switches the plan and the terms with each coupon applied in turn', async ({ open }) => {
    const page = await openSignup(open, 'trial-eligible');
    await expect(page.getByText('Auto-renews after one month at standard price.')).toBeVisible();
    await expectDrawnChosen(page, 'monthly');

    // Annual only, 20% off for ever: moves to Annual, nothing to disclose, a card is needed.
    await applyValidCoupon(page, 'ANNUAL20');
    await expect(annual(page)).toBeChecked();
    await expectDrawnChosen(page, 'annual');
    await expect(page.getByText(/^Auto-renews/)).toHaveCount(0);
    await expect(cardForm(page)).toBeVisible();

    // Monthly only, six months at half price: back to Monthly; six months still needs a card.
    await applyValidCoupon(page, 'HALF6');
    await expect(monthly(page)).toBeChecked();
    await expect(page.getByText('Auto-renews after six months at standard price.')).toBeVisible();
    await expect(cardForm(page)).toBeVisible();

    // All plans, three months: no card by the coupon rule, but €11.89 is due today: a card
    // (decision 015).
    await applyValidCoupon(page, 'HALF3');
    await expect(page.getByText('Auto-renews after three months at standard price.')).toBeVisible();
    await expect(cardForm(page)).toBeVisible();

    // All plans, for ever: nothing to disclose; due today, so a card.
    await applyValidCoupon(page, 'SAVE15');
    await expect(cardForm(page)).toBeVisible();
    await expect(page.getByText(/^Auto-renews/)).toHaveCount(0);

    // 100% off Monthly only: no card, renews after its one billing period.
    await applyValidCoupon(page, 'FREEMONTH');
    await expect(page.getByText('Auto-renews after one month at standard price.')).toBeVisible();
    await expect(noPaymentNeeded(page)).toBeVisible();

    // A 14-day free trial on Monthly: the trial's length, and a card.
    await applyValidCoupon(page, 'TRIAL14');
    await expect(page.getByText('Auto-renews after 14 days at standard price.')).toBeVisible();
    await expect(cardForm(page)).toBeVisible();

    // Choosing Annual drops the Monthly-only coupon and says why.
    await annual(page).click();
    await expect(page.getByText(MESSAGES.couponNotApplicable, { exact: true })).toBeVisible();

    // The trial offer typed on Annual brings Monthly back.
    await applyValidCoupon(page, 'first-month-introduction-offer');
    await expect(monthly(page)).toBeChecked();
    await expect(page.getByText('Auto-renews after one month at standard price.')).toBeVisible();
  });

  test('shows the server refusing a once-per-account coupon as "You can only use this coupon once"', async ({
    open,
  }) => {
    const page = await openSignup(open, 'trial-eligible', { expected: refusal });
    await applyValidCoupon(page, 'ONCEONLY');
    await expect(noPaymentNeeded(page)).toBeVisible();
    await subscribe(page).click();
    await expect(page.getByRole('alert').getByText(MESSAGES.couponOncePerAccount)).toBeVisible();
    await expect(page.getByLabel('Coupon code')).toHaveValue('ONCEONLY');
  });

  test('creates one subscription when Subscribe is double-clicked', async ({ open }) => {
    const page = await openSignup(open, 'trial-eligible');
    const created = countRequests(page, 'createSubscription');
    const saved = countRequests(page, 'updatePaymentMethod');
    await expect(cardForm(page)).toBeVisible();

    await subscribe(page).dblclick();

    await finishCheckout(page);
    expect(created).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  test('saves the card through a passed 3-D Secure challenge, then subscribes', async ({
    open,
  }) => {
    const page = await openSignup(open, 'threeds-new');
    await subscribe(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await finishCheckout(page);
  });

  test('shows a failed 3-D Secure challenge and subscribes nobody', async ({ open }) => {
    const page = await openSignup(open, 'threeds-new', { expected: refusal });
    const created = countRequests(page, 'createSubscription');
    await subscribe(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' })
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await expect(page.getByRole('alert').getByText(MESSAGES.threeDSecureFailed)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(created).toHaveLength(0);
  });

  // Each part's chunk: the card form's comes with the provider's script once checkout shows, the
  // payment step's once the plans and prices show (decision 014).
  for (const [part, chunk] of [
    ['the card form', 'LoadedPaymentMethodForm'],
    ['the payment step', 'PaymentStep'],
  ] as const) {
    test(`says so when ${part}'s own code cannot be fetched, and shows it on Try again with the plan and coupon kept`, async ({
      open,
    }) => {
      const dropped = droppedChunk(chunk);
      const { page } = await open('/signup', {
        persona: 'trial-eligible',
        prepare: dropped.prepare,
        expected: dropped.failed,
      });
      const failure = page
        .getByRole('alert')
        .filter({ hasText: 'The payment form could not be loaded' });
      await expect(failure).toBeVisible({ timeout: 5_000 });
      await expect(failure).toContainText('Something went wrong, please try again.');
      await expect(monthly(page)).toContainText('€23.79');
      await annual(page).click();
      await page.getByLabel('Coupon code').fill('HALF6');

      dropped.reach();
      await failure.getByRole('button', { name: 'Try again' }).click();
      await expect(cardForm(page)).toHaveValue('Lena', { timeout: 5_000 });
      await expect(annual(page)).toBeChecked();
      await expect(page.getByLabel('Coupon code')).toHaveValue('HALF6');
    });
  }

  test('gives a user who already had the trial no trial', async ({ open }) => {
    const page = await openSignup(open, 'trial-taken');
    // The price a customer in the UK pays, VAT in, as the summary says it (issue 26).
    await expect(monthly(page).filter({ hasText: '£20.39 per month incl. VAT' })).toBeVisible();
    await expect(monthly(page)).not.toContainText(/free/i);
    await expect(page.getByText(/^Auto-renews/)).toHaveCount(0);
  });

  test('sends a subscriber to their subscription with a notice', async ({ open }) => {
    const { page } = await open('/signup', { persona: 'monthly-active' });
    await expect(page).toHaveURL((url) => url.pathname === '/subscription');
    await expect(page.getByText('You already have Reason+')).toBeVisible();
  });

  test('shows an anonymous visitor the plans in USD and sends them to sign in', async ({
    open,
  }) => {
    const page = await openSignup(open, 'anonymous', { expected: refusal });
    await expect(monthly(page)).toContainText('$19.99');
    await expect(annual(page)).toContainText('$199.00');
    await page.getByRole('link', { name: 'Sign in to subscribe' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/account/logout');
    await expect(page.getByRole('heading', { name: 'Sign in (mock backend)' })).toBeVisible();
  });
});
