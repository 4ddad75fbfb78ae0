import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@sdk/subscription/model';
import { MESSAGES } from '../../src/api/errorMessages.ts';
import { formatMoney } from '../../src/shared/format/format.ts';
import { expectNoProblems, type JourneyPage, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const summary = (journey: JourneyPage) => journey.page.getByRole('region', { name: /^Reason\+/ });
const actions = (journey: JourneyPage) =>
  journey.page.getByRole('region', { name: 'Manage your subscription' });
const dialog = (journey: JourneyPage, name: string) => journey.page.getByRole('dialog', { name });

async function openSubscription(persona: string, tab?: 'payment' | 'invoices', width?: number) {
  const journey = await open(tab ? `/subscription?tab=${tab}` : '/subscription', {
    persona,
    width,
  });
  if (!tab) await summary(journey).waitFor();
  return journey;
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

/** Failures a journey provokes show as resource errors in the console; nothing else may. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

async function actionNames(journey: JourneyPage): Promise<string[]> {
  if ((await actions(journey).count()) === 0) return [];
  return actions(journey).getByRole('button').allTextContents();
}

describe('subscription and billing on the mocks', () => {
  it('monthly-active pauses for two cycles, then calls the pause off', async () => {
    const journey = await openSubscription('monthly-active');
    const { page } = journey;
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const pause = dialog(journey, 'Pause your subscription');
    await pause.getByLabel('Billing cycles to pause for').fill('2');
    await pause.getByText(/It then pauses for two months/).waitFor();
    await pause.getByRole('button', { name: 'Pause subscription' }).click();
    await summary(journey).getByText('Pauses on December 14, 2026 for two months.').waitFor();

    await actions(journey).getByRole('button', { name: 'Call off the pause' }).click();
    await dialog(journey, 'Call off the scheduled pause')
      .getByRole('button', { name: 'Call off the pause' })
      .click();
    await summary(journey).getByText('Renews on December 14, 2026.').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('cancels after declining the offer, sees the exit survey, then reactivates', async () => {
    const journey = await openSubscription('monthly-active');
    const { page } = journey;
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog(journey, 'Cancel your subscription')
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    await summary(journey)
      .getByText('Active until December 14, 2026; it will not renew.')
      .waitFor();

    const survey = dialog(journey, 'Help us improve');
    await survey.waitFor();
    // A real click, at once (spec section 1): Playwright clicks only what is not covered, so the
    // cancel's own toast lying over the close button would hold this click until the timeout.
    await survey.getByRole('button', { name: 'Close the survey' }).click({ timeout: 1500 });
    await survey.waitFor({ state: 'hidden' });

    await actions(journey).getByRole('button', { name: 'Reactivate' }).click();
    await dialog(journey, 'Reactivate your subscription')
      .getByRole('button', { name: 'Reactivate subscription' })
      .click();
    await summary(journey).getByText('Renews on December 14, 2026.').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('changes the billing date inside the allowed range; dates outside cannot be picked', async () => {
    const journey = await openSubscription('monthly-active');
    const { page } = journey;
    await page.getByRole('button', { name: 'Change billing date' }).click();
    const change = dialog(journey, 'Change your billing date');
    const calendar = change.getByRole('group', { name: 'New billing date' });
    await calendar.waitFor();
    expect(
      await calendar.getByRole('button', { name: '13 December 2026', exact: true }).isDisabled(),
    ).toBe(true);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    expect(
      await calendar.getByRole('button', { name: '12 January 2027', exact: true }).isEnabled(),
    ).toBe(true);
    expect(
      await calendar.getByRole('button', { name: '13 January 2027', exact: true }).isDisabled(),
    ).toBe(true);
    // A disabled day does nothing when clicked: the choice stays empty.
    await calendar
      .getByRole('button', { name: '20 January 2027', exact: true })
      .click({ force: true });
    await change.getByRole('button', { name: 'Change billing date' }).click();
    await change.getByText('Pick the new billing date.').waitFor();

    await calendar.getByRole('button', { name: '5 January 2027', exact: true }).click();
    await change
      .getByText('Your next charge moves from December 14, 2026 to January 5, 2027.')
      .waitFor();
    await change.getByRole('button', { name: 'Change billing date' }).click();
    await summary(journey).getByText('Renews on January 5, 2027.').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it.each([1280, 390])(
    'at %i px: the card charged, the price paid, the payment alert first, the next charge of a plan change',
    async (width) => {
      const journey = await openSubscription('monthly-active', undefined, width);
      const { page } = journey;
      const price = summary(journey).getByText(/^\$21\.64 per month/);
      await price.waitFor();
      await summary(journey).getByText('Visa ending 4242').waitFor();

      await page.getByRole('button', { name: 'Switch to annual billing' }).click();
      const change = dialog(journey, 'Switch to annual billing');
      const breakdown = change.getByRole('table', { name: 'What you will pay' });
      await breakdown.getByText('Due today').waitFor();
      expect(await breakdown.getByRole('row', { name: /^Total/ }).textContent()).toBe(
        'Total$215.42',
      );
      await change.getByText('Next charge: $215.42 on December 14, 2026').waitFor();
      // The breakdown fits the dialog on a phone: no sideways scroll to reach an amount.
      const table = await breakdown.evaluate((node) => ({
        scroll: node.scrollWidth,
        client: node.clientWidth,
      }));
      expect(table.scroll).toBeLessThanOrEqual(table.client);
      expectNoProblems(journey);
      await journey.close();

      const troubled = await openSubscription('expired-card', undefined, width);
      const notice = troubled.page
        .getByRole('alert')
        .filter({ hasText: 'Your payment method needs attention' });
      await notice.waitFor();
      // First on the page, above the summary: on a phone it is on screen without scrolling.
      const alertBox = await notice.boundingBox();
      const summaryBox = await summary(troubled).boundingBox();
      expect(alertBox && summaryBox && alertBox.y < summaryBox.y).toBe(true);
      expect(alertBox && alertBox.y + alertBox.height <= 900).toBe(true);
      expectNoProblems(troubled);
      await troubled.close();
    },
  );

  it('expired-card sees the invalid card and replaces it', async () => {
    const journey = await openSubscription('expired-card');
    const { page } = journey;
    const notice = page.getByRole('alert').filter({ hasText: 'Mastercard ending 4444 expired' });
    await notice.getByRole('button', { name: 'Update payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.getByText('Expired', { exact: true }).waitFor();
    // Its subscription renews: the card can be updated, not removed (the service would refuse).
    expect(await payment.getByRole('button', { name: 'Remove payment method' }).count()).toBe(0);

    await payment.getByRole('button', { name: 'Update payment method' }).click();
    await dialog(journey, 'Replace your payment method')
      .getByRole('button', { name: 'Save payment method' })
      .click();
    await payment.getByText('Visa ending 4242').waitFor();
    expect(await payment.getByText('Expired', { exact: true }).count()).toBe(0);
    expectNoProblems(journey);
    await journey.close();
  });

  it('threeds saves a card through the 3-D Secure challenge', async () => {
    const journey = await openSubscription('threeds', 'payment');
    const { page } = journey;
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.getByText('Visa ending 3220').waitFor();
    await payment.getByRole('button', { name: 'Update payment method' }).click();
    const form = dialog(journey, 'Replace your payment method');
    await form.getByLabel('Test card (mock billing provider)').click();
    await page.getByRole('option', { name: /Mastercard ending 4444/ }).click();
    await form.getByRole('button', { name: 'Save payment method' }).click();
    await dialog(journey, 'Confirm your payment (3-D Secure)')
      .getByRole('button', { name: 'Approve' })
      .click();
    await payment.getByText('Mastercard ending 4444').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('paypal shows its billing agreement as a valid payment method', async () => {
    const journey = await openSubscription('paypal');
    const { page } = journey;
    await summary(journey).getByText('Next charge: £202.80 on May 18, 2027').waitFor();
    expect(await page.getByText('Your payment method needs attention').count()).toBe(0);
    await page.getByRole('tab', { name: 'Payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.getByText('PayPal (olivia.brown.music@example.com)').waitFor();
    expect(await payment.getByText('Expired', { exact: true }).count()).toBe(0);
    expectNoProblems(journey);
    await journey.close();
  });

  it.each<[string, string[]]>([
    ['employee', []],
    ['nfr', []],
    ['prepaid', ['End now', 'Update payment method']],
  ])('%s shows no forbidden actions', async (persona, allowed) => {
    const journey = await openSubscription(persona);
    const { page } = journey;
    await summary(journey)
      .getByText(/^(Free account: |Prepaid until .+;)/)
      .waitFor();
    expect(await actionNames(journey)).toEqual(allowed);
    await page.getByRole('tab', { name: 'Payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.waitFor();
    const managed = await payment.getByRole('button', { name: 'Replace payment method' }).count();
    expect(managed).toBe(persona === 'prepaid' ? 1 : 0);
    expectNoProblems(journey);
    await journey.close();
  });

  it('multi-seat shows as multi-seat, with its seats on the seats screen', async () => {
    const journey = await openSubscription('multi-seat');
    const { page } = journey;
    await summary(journey).getByText('Multi-seat').waitFor();
    await summary(journey).getByRole('link', { name: '5 seats' }).click();
    await page.waitForURL((url) => url.pathname === '/seats');
    await page.getByRole('heading', { name: 'Reason+ Annual: 5 seats' }).waitFor();
    await page.getByText('3 of 5 seats assigned, 2 seats free.').waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('downloads an invoice as a PDF', async () => {
    const journey = await openSubscription('monthly-active', 'invoices');
    const { page } = journey;
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const button = invoices.getByRole('button', { name: /^Download invoice \d+ as PDF$/ }).first();
    const number = /invoice (\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1];
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectNoProblems(journey);
    await journey.close();
  });
});

// The personas' user ids (mocks/personas).
const PAYPAL_USER = 100210;
const PAUSED_USER = 100206;

describe.each([1350, 390])('money at the edges, at %i px', (width) => {
  it('an annual subscriber ends now: the refund is stated, and the refund invoice has that amount', async () => {
    const journey = await openSubscription('paypal', undefined, width);
    const { page } = journey;
    await actions(journey).getByRole('button', { name: 'End now' }).click();
    const end = dialog(journey, 'End your subscription now');
    const refund = end.getByText(/We refund .+ for the unused part to your payment method\./);
    await refund.waitFor();
    const shown = /We refund (\S+) for/.exec((await refund.textContent()) ?? '')?.[1];
    expect(shown).toMatch(/^£\d+\.\d\d$/);
    // Paid time given up with a refund: nothing more to acknowledge.
    expect(await end.getByRole('checkbox').count()).toBe(0);
    const confirm = end.getByRole('button', { name: 'End subscription now' });
    expect(await confirm.isVisible()).toBe(true);
    await confirm.click();
    await summary(journey).getByText('Expired', { exact: true }).waitFor();

    const refunds = (await invoicesAtTheService(page, PAYPAL_USER)).filter(
      (invoice) => invoice.kind === 'refund',
    );
    expect(refunds).toHaveLength(1);
    const [atTheService] = refunds;
    expect(atTheService && formatMoney(atTheService.total, atTheService.currency)).toBe(shown);

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoices = page.getByRole('table', { name: 'Your invoices, newest first' });
    const row = invoices.locator('tbody > tr').first();
    await row.getByText('Refund', { exact: true }).waitFor();
    // Its text as written (the badges show it in capitals).
    expect(await row.textContent()).toContain(`−${shown}`);
    expect(await row.textContent()).toContain('Refunded');
    expectNoProblems(journey);
    await journey.close();
  });

  it('a prepaid year is ended only once the customer acknowledges it is given up without a refund', async () => {
    const journey = await openSubscription('prepaid', undefined, width);
    await actions(journey).getByRole('button', { name: 'End now' }).click();
    const end = dialog(journey, 'End your subscription now');
    const acknowledgement = end.getByRole('checkbox', {
      name: 'I understand I give up the rest of my prepaid year, until February 1, 2027, without a refund.',
    });
    await acknowledgement.waitFor();
    await end.getByRole('button', { name: 'End subscription now' }).click();
    await end
      .getByText('Tick this to end your subscription now, or keep your subscription.')
      .waitFor();
    expect(await summary(journey).getByText('Expired', { exact: true }).count()).toBe(0);

    await acknowledgement.check();
    await end.getByRole('button', { name: 'End subscription now' }).click();
    await summary(journey).getByText('Expired', { exact: true }).waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('a paused customer’s cancel dialog promises nothing they do not have', async () => {
    const journey = await openSubscription('paused', undefined, width);
    await actions(journey).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = dialog(journey, 'Cancel your subscription');
    await cancel
      .getByText(
        'Your subscription is paused, so you have no access to Reason+ now. Canceling ends it on December 20, 2026 instead of resuming it, and you will not be charged again. You can reactivate it until then.',
      )
      .waitFor();
    expect(await cancel.innerText()).not.toContain('You keep Reason+');
    expectNoProblems(journey);
    await journey.close();
  });

  it('resume shows the charge now and the one after; the new invoice is the amount shown', async () => {
    const journey = await openSubscription('paused', undefined, width);
    const { page } = journey;
    await actions(journey).getByRole('button', { name: 'Resume' }).click();
    const resume = dialog(journey, 'Resume your subscription');
    const breakdown = resume.getByRole('table', { name: 'What you will pay' });
    const dueToday = breakdown.getByRole('row', { name: /^Due today/ });
    await dueToday.waitFor();
    const now = ((await dueToday.textContent()) ?? '').replace('Due today', '');
    expect(now).toMatch(/^\$\d+\.\d\d$/);
    expect(now).not.toBe('$0.00');
    await resume.getByText(/^Next charge: \$\d+\.\d\d on /).waitFor();
    const after = await resume.getByText(/^After that: \$\d+\.\d\d on /).textContent();
    expect(after).toMatch(/on [A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const before = await invoicesAtTheService(page, PAUSED_USER);
    await resume.getByRole('button', { name: 'Resume subscription' }).click();
    await summary(journey).getByText('Active', { exact: true }).waitFor();
    const [charged] = (await invoicesAtTheService(page, PAUSED_USER)).filter(
      (invoice) => !before.some((old) => old.id === invoice.id),
    );
    expect(charged && formatMoney(charged.total, charged.currency)).toBe(now);
    expectNoProblems(journey);
    await journey.close();
  });

  it('a server error in the cancel says the subscription is unchanged and links to support', async () => {
    const journey = await open('/subscription?scenario=cancelSubscription:500', {
      persona: 'monthly-active',
      width,
    });
    await summary(journey).waitFor();
    await actions(journey).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = dialog(journey, 'Cancel your subscription');
    await cancel.getByRole('button', { name: 'No thanks, cancel' }).click();
    const failure = cancel.getByRole('alert');
    await failure.getByText(MESSAGES.unchangedAfterServerError).waitFor();
    const support = failure.getByRole('link', { name: 'Contact support' });
    expect(await support.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await summary(journey).getByText('Renews on December 14, 2026.').count()).toBe(1);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('a lost connection in the cancel says so in the customer’s words, never "Failed to PUT"', async () => {
    const journey = await open('/subscription?scenario=cancelSubscription:network', {
      persona: 'monthly-active',
      width,
    });
    await summary(journey).waitFor();
    await actions(journey).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = dialog(journey, 'Cancel your subscription');
    await cancel.getByRole('button', { name: 'No thanks, cancel' }).click();
    const failure = cancel.getByRole('alert');
    await failure
      .getByText(`${MESSAGES.networkFailure} Your subscription has not changed.`)
      .waitFor();
    expect(await failure.innerText()).not.toMatch(/Failed to|http/);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});
