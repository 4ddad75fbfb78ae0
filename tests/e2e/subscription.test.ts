import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Invoice } from '@sdk/subscription/model';
import { expect, type Journey, type OpenOptions, test } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';

type Open = (path: string, options?: OpenOptions) => Promise<Journey>;

/**
 * An amount of the service as the portal writes it in English ($21.64, £202.80). Not the portal's
 * own formatMoney: its module uses a Lingui macro, which Playwright Test cannot compile.
 */
const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const summary = (page: Page) => page.getByRole('region', { name: /^Reason\+/ });
const actions = (page: Page) => page.getByRole('region', { name: 'Manage your subscription' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openSubscription(
  open: Open,
  persona: string,
  tab?: 'payment' | 'invoices',
  width?: number,
): Promise<Page> {
  const { page } = await open(tab ? `/subscription?tab=${tab}` : '/subscription', {
    persona,
    width,
  });
  if (!tab) await expect(summary(page)).toBeVisible();
  return page;
}

/** The persona's invoices as the mock service itself has them, newest first. */
async function invoicesAtTheService(page: Page, userId: number): Promise<Invoice[]> {
  return page.evaluate(async (user) => {
    const refreshed = await fetch('/auth/account/token/refresh', {
      method: 'POST',
      credentials: 'include',
    });
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const answer = await fetch(`/subscription-api/account/${user}/invoices?limit=10`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return (await answer.json()) as Invoice[];
  }, userId);
}

test.describe('subscription and billing on the mocks', () => {
  test('monthly-active pauses for two cycles, then calls the pause off', async ({ open }) => {
    const page = await openSubscription(open, 'monthly-active');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const pause = dialog(page, 'Pause your subscription');
    await pause.getByLabel('Billing cycles to pause for').fill('2');
    await expect(pause.getByText(/It then pauses for two months/)).toBeVisible();
    await pause.getByRole('button', { name: 'Pause subscription' }).click();
    await expect(
      summary(page).getByText('Pauses on December 14, 2026 for two months.'),
    ).toBeVisible();

    await actions(page).getByRole('button', { name: 'Call off the pause' }).click();
    await dialog(page, 'Call off the scheduled pause')
      .getByRole('button', { name: 'Call off the pause' })
      .click();
    await expect(summary(page).getByText('Renews on December 14, 2026.')).toBeVisible();
  });

  test('cancels after declining the offer, sees the exit survey, then reactivates', async ({
    open,
  }) => {
    const page = await openSubscription(open, 'monthly-active');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog(page, 'Cancel your subscription')
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    await expect(
      summary(page).getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeVisible();

    const survey = dialog(page, 'Help us improve');
    await expect(survey).toBeVisible();
    // A real click, at once (spec section 1): Playwright clicks only what is not covered, so the
    // cancel's own toast lying over the close button would hold this click until the timeout.
    await survey.getByRole('button', { name: 'Close the survey' }).click({ timeout: 1500 });
    await expect(survey).toBeHidden();

    await actions(page).getByRole('button', { name: 'Reactivate' }).click();
    await dialog(page, 'Reactivate your subscription')
      .getByRole('button', { name: 'Reactivate subscription' })
      .click();
    await expect(summary(page).getByText('Renews on December 14, 2026.')).toBeVisible();
  });

  test('changes the billing date inside the allowed range; dates outside cannot be picked', async ({
    open,
  }) => {
    const page = await openSubscription(open, 'monthly-active');
    await page.getByRole('button', { name: 'Change billing date' }).click();
    const change = dialog(page, 'Change your billing date');
    const calendar = change.getByRole('group', { name: 'New billing date' });
    await expect(calendar).toBeVisible();
    await expect(
      calendar.getByRole('button', { name: 'December 13, 2026', exact: true }),
    ).toBeDisabled();
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(
      calendar.getByRole('button', { name: 'January 12, 2027', exact: true }),
    ).toBeEnabled();
    await expect(
      calendar.getByRole('button', { name: 'January 13, 2027', exact: true }),
    ).toBeDisabled();
    // A disabled day does nothing when clicked: the choice stays empty.
    await calendar
      .getByRole('button', { name: 'January 20, 2027', exact: true })
      .click({ force: true });
    await change.getByRole('button', { name: 'Change billing date' }).click();
    await expect(change.getByText('Pick the new billing date.')).toBeVisible();

    await calendar.getByRole('button', { name: 'January 5, 2027', exact: true }).click();
    await expect(
      change.getByText('Your next charge moves from December 14, 2026 to January 5, 2027.'),
    ).toBeVisible();
    await change.getByRole('button', { name: 'Change billing date' }).click();
    await expect(summary(page).getByText('Renews on January 5, 2027.')).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px: the card charged, the price paid, the payment alert first, the next charge of a plan change`, async ({
      open,
    }) => {
      const page = await openSubscription(open, 'monthly-active', undefined, width);
      await expect(summary(page).getByText(/^\$21\.64 per month/)).toBeVisible();
      await expect(summary(page).getByText('Visa ending 4242')).toBeVisible();

      await page.getByRole('button', { name: 'Switch to annual billing' }).click();
      const change = dialog(page, 'Switch to annual billing');
      const breakdown = change.getByRole('table', { name: 'What you will pay' });
      await expect(breakdown.getByText('Due today')).toBeVisible();
      await expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveText('Total$215.42');
      await expect(change.getByText('Next charge: $215.42 on December 14, 2026')).toBeVisible();
      // The breakdown fits the dialog on a phone: no sideways scroll to reach an amount.
      const table = await breakdown.evaluate((node) => ({
        scroll: node.scrollWidth,
        client: node.clientWidth,
      }));
      expect(table.scroll).toBeLessThanOrEqual(table.client);

      const troubled = await openSubscription(open, 'expired-card', undefined, width);
      const notice = troubled
        .getByRole('alert')
        .filter({ hasText: 'Your payment method needs attention' });
      await expect(notice).toBeVisible();
      // First on the page, above the summary: on a phone it is on screen without scrolling.
      const alertBox = await notice.boundingBox();
      const summaryBox = await summary(troubled).boundingBox();
      expect(alertBox && summaryBox && alertBox.y < summaryBox.y).toBe(true);
      expect(alertBox && alertBox.y + alertBox.height <= 900).toBe(true);
    });
  }

  test('expired-card sees the invalid card and replaces it', async ({ open }) => {
    const page = await openSubscription(open, 'expired-card');
    const notice = page.getByRole('alert').filter({ hasText: 'Mastercard ending 4444 expired' });
    await notice.getByRole('button', { name: 'Update payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await expect(payment.getByText('Expired', { exact: true })).toBeVisible();
    // Its subscription renews: the card can be updated, not removed (the service would refuse).
    await expect(payment.getByRole('button', { name: 'Remove payment method' })).toHaveCount(0);

    await payment.getByRole('button', { name: 'Update payment method' }).click();
    await dialog(page, 'Replace your payment method')
      .getByRole('button', { name: 'Save payment method' })
      .click();
    await expect(payment.getByText('Visa ending 4242')).toBeVisible();
    await expect(payment.getByText('Expired', { exact: true })).toHaveCount(0);
  });

  test('threeds saves a card through the 3-D Secure challenge', async ({ open }) => {
    const page = await openSubscription(open, 'threeds', 'payment');
    const payment = page.getByRole('region', { name: 'Payment method' });
    await expect(payment.getByText('Visa ending 3220')).toBeVisible();
    await payment.getByRole('button', { name: 'Update payment method' }).click();
    const form = dialog(page, 'Replace your payment method');
    await form.getByLabel('Test card (mock billing provider)').click();
    await page.getByRole('option', { name: /Mastercard ending 4444/ }).click();
    await form.getByRole('button', { name: 'Save payment method' }).click();
    await dialog(page, 'Confirm your payment (3-D Secure)')
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(payment.getByText('Mastercard ending 4444')).toBeVisible();
  });

  test('paypal shows its billing agreement as a valid payment method', async ({ open }) => {
    const page = await openSubscription(open, 'paypal');
    await expect(summary(page).getByText('Next charge: £202.80 on May 18, 2027')).toBeVisible();
    await expect(page.getByText('Your payment method needs attention')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await expect(payment.getByText('PayPal (olivia.brown.music@example.com)')).toBeVisible();
    await expect(payment.getByText('Expired', { exact: true })).toHaveCount(0);
  });

  for (const [persona, allowed] of [
    ['employee', []],
    ['nfr', []],
    ['prepaid', ['End now', 'Update payment method']],
  ] as const) {
    test(`${persona} shows no forbidden actions`, async ({ open }) => {
      const page = await openSubscription(open, persona);
      await expect(summary(page).getByText(/^(Free account: |Prepaid until .+;)/)).toBeVisible();
      // Exactly these buttons, in this order; none at all where nothing is allowed.
      const buttons = actions(page).getByRole('button');
      if (allowed.length === 0) await expect(buttons).toHaveCount(0);
      else await expect(buttons).toHaveText([...allowed]);
      await page.getByRole('tab', { name: 'Payment method' }).click();
      const payment = page.getByRole('region', { name: 'Payment method' });
      await expect(payment).toBeVisible();
      await expect(payment.getByRole('button', { name: 'Replace payment method' })).toHaveCount(
        persona === 'prepaid' ? 1 : 0,
      );
    });
  }

  test('multi-seat shows as multi-seat, with its seats on the seats screen', async ({ open }) => {
    const page = await openSubscription(open, 'multi-seat');
    await expect(summary(page).getByText('Multi-seat')).toBeVisible();
    await summary(page).getByRole('link', { name: '5 seats' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/seats');
    await expect(page.getByRole('heading', { name: 'Reason+ Annual: 5 seats' })).toBeVisible();
    await expect(page.getByText('3 of 5 seats assigned, 2 seats free.')).toBeVisible();
  });

  test("fetches a tab's code as the pointer comes over it, before the click", async ({ open }) => {
    const page = await openSubscription(open, 'monthly-active');
    const code = page.waitForRequest(/\/InvoicesSection[-.][^/]*\.(js|tsx)(\?|$)/, {
      timeout: 5_000,
    });
    await page.getByRole('tab', { name: 'Invoices' }).hover();
    await code;
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByRole('region', { name: 'Invoices' })).toBeVisible();
  });

  test('downloads an invoice as a PDF', async ({ open }) => {
    const page = await openSubscription(open, 'monthly-active', 'invoices');
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const button = invoices.getByRole('button', { name: /^Download invoice \d+ as PDF$/ }).first();
    const number = /invoice (\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1];
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

// The personas' user ids (mocks/personas).
const PAYPAL_USER = 100210;
const PAUSED_USER = 100206;

/** The failure a journey asks the mock for shows as the browser's resource error; nothing else may. */
const serverError = (problem: string) =>
  problem.startsWith('Failed to load resource: the server responded with a status of 500');
/** The cancel the mock drops: the browser's resource error and the failed request itself. */
const lostConnection = (problem: string) =>
  problem.startsWith('Failed to load resource: net::ERR_FAILED') ||
  /^request failed: PUT \S+\/subscriptions\/\S+\/cancel \(net::ERR_FAILED\)$/.test(problem);

for (const width of [1350, 390]) {
  test.describe(`money at the edges, at ${width} px`, () => {
    test('an annual subscriber ends now: the refund is stated, and the refund invoice has that amount', async ({
      open,
    }) => {
      const page = await openSubscription(open, 'paypal', undefined, width);
      await actions(page).getByRole('button', { name: 'End now' }).click();
      const end = dialog(page, 'End your subscription now');
      const refund = end.getByText(/We refund .+ for the unused part to your payment method\./);
      await expect(refund).toBeVisible();
      const shown = /We refund (\S+) for/.exec((await refund.textContent()) ?? '')?.[1];
      expect(shown).toMatch(/^£\d+\.\d\d$/);
      // Paid time given up with a refund: nothing more to acknowledge.
      await expect(end.getByRole('checkbox')).toHaveCount(0);
      const confirm = end.getByRole('button', { name: 'End subscription now' });
      await expect(confirm).toBeVisible();
      await confirm.click();
      await expect(summary(page).getByText('Expired', { exact: true })).toBeVisible();

      const refunds = (await invoicesAtTheService(page, PAYPAL_USER)).filter(
        (invoice) => invoice.kind === 'refund',
      );
      expect(refunds).toHaveLength(1);
      const [atTheService] = refunds;
      expect(atTheService && formatMoney(atTheService.total, atTheService.currency)).toBe(shown);

      await page.getByRole('tab', { name: 'Invoices' }).click();
      const invoices = page.getByRole('table', { name: 'Your invoices, newest first' });
      const row = invoices.locator('tbody > tr').first();
      await expect(row.getByText('Refund', { exact: true })).toBeVisible();
      // Its text as written (the badges show it in capitals).
      await expect(row).toContainText(`−${shown}`);
      await expect(row).toContainText('Refunded');
    });

    test('a prepaid year is ended only once the customer acknowledges it is given up without a refund', async ({
      open,
    }) => {
      const page = await openSubscription(open, 'prepaid', undefined, width);
      await actions(page).getByRole('button', { name: 'End now' }).click();
      const end = dialog(page, 'End your subscription now');
      const acknowledgement = end.getByRole('checkbox', {
        name: 'I understand I give up the rest of my prepaid year, until February 1, 2027, without a refund.',
      });
      await expect(acknowledgement).toBeVisible();
      await end.getByRole('button', { name: 'End subscription now' }).click();
      await expect(
        end.getByText('Tick this to end your subscription now, or keep your subscription.'),
      ).toBeVisible();
      await expect(summary(page).getByText('Expired', { exact: true })).toHaveCount(0);

      await acknowledgement.check();
      await end.getByRole('button', { name: 'End subscription now' }).click();
      await expect(summary(page).getByText('Expired', { exact: true })).toBeVisible();
    });

    test('a paused customer’s cancel dialog promises nothing they do not have', async ({
      open,
    }) => {
      const page = await openSubscription(open, 'paused', undefined, width);
      await actions(page).getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = dialog(page, 'Cancel your subscription');
      await expect(
        cancel.getByText(
          'Your subscription is paused, so you have no access to Reason+ now. Canceling ends it on December 20, 2026 instead of resuming it, and you will not be charged again. You can reactivate it until then.',
        ),
      ).toBeVisible();
      await expect(cancel).not.toContainText('You keep Reason+', { useInnerText: true });
    });

    test('resume shows the charge now and the one after; the new invoice is the amount shown', async ({
      open,
    }) => {
      const page = await openSubscription(open, 'paused', undefined, width);
      await actions(page).getByRole('button', { name: 'Resume' }).click();
      const resume = dialog(page, 'Resume your subscription');
      const breakdown = resume.getByRole('table', { name: 'What you will pay' });
      const dueToday = breakdown.getByRole('row', { name: /^Due today/ });
      await expect(dueToday).toBeVisible();
      const now = ((await dueToday.textContent()) ?? '').replace('Due today', '');
      expect(now).toMatch(/^\$\d+\.\d\d$/);
      expect(now).not.toBe('$0.00');
      await expect(resume.getByText(/^Next charge: \$\d+\.\d\d on /)).toBeVisible();
      await expect(resume.getByText(/^After that: \$\d+\.\d\d on /)).toHaveText(
        /on [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );

      const before = await invoicesAtTheService(page, PAUSED_USER);
      await resume.getByRole('button', { name: 'Resume subscription' }).click();
      await expect(summary(page).getByText('Active', { exact: true })).toBeVisible();
      const [charged] = (await invoicesAtTheService(page, PAUSED_USER)).filter(
        (invoice) => !before.some((old) => old.id === invoice.id),
      );
      expect(charged && formatMoney(charged.total, charged.currency)).toBe(now);
    });

    test('a server error in the cancel says the subscription is unchanged and links to support', async ({
      open,
    }) => {
      const { page } = await open('/subscription?scenario=cancelSubscription:500', {
        persona: 'monthly-active',
        width,
        expected: serverError,
      });
      await expect(summary(page)).toBeVisible();
      await actions(page).getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = dialog(page, 'Cancel your subscription');
      await cancel.getByRole('button', { name: 'No thanks, cancel' }).click();
      const failure = cancel.getByRole('alert');
      await expect(failure.getByText(MESSAGES.unchangedAfterServerError)).toBeVisible();
      const support = failure.getByRole('link', { name: 'Contact support' });
      await expect(support).toHaveAttribute('href', /^https?:\/\//);
      await expect(summary(page).getByText('Renews on December 14, 2026.')).toHaveCount(1);
    });

    test('a lost connection in the cancel says so in the customer’s words, never "Failed to PUT"', async ({
      open,
    }) => {
      const { page } = await open('/subscription?scenario=cancelSubscription:network', {
        persona: 'monthly-active',
        width,
        expected: lostConnection,
      });
      await expect(summary(page)).toBeVisible();
      await actions(page).getByRole('button', { name: 'Cancel subscription' }).click();
      const cancel = dialog(page, 'Cancel your subscription');
      await cancel.getByRole('button', { name: 'No thanks, cancel' }).click();
      const failure = cancel.getByRole('alert');
      await expect(
        failure.getByText(`${MESSAGES.networkFailure} Your subscription has not changed.`),
      ).toBeVisible();
      await expect(failure).not.toContainText(/Failed to|http/, { useInnerText: true });
    });
  });
}
