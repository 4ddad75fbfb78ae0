import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
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
