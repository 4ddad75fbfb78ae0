import { describe, expect, it } from 'vitest';
import { type JourneyPage, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const panel = (journey: JourneyPage) =>
  journey.page.getByRole('complementary', { name: 'Mock scenarios' });

/** Expected failures (the ones asked for) show in the console as resource errors; nothing else may. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

/** Marks the page: the mark is gone if the page reloads. */
const markPage = (journey: JourneyPage) =>
  journey.page.evaluate(() => Reflect.set(window, 'journeyMark', true));
const stillSamePage = (journey: JourneyPage) =>
  journey.page.evaluate(() => Reflect.get(window, 'journeyMark') === true);

describe('the mock backend’s panel', () => {
  it('applies a scenario at once, without a reload, and logs the call it shaped', async () => {
    const journey = await open('/orders', { persona: 'monthly-active' });
    const { page } = journey;
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await markPage(journey);

    await panel(journey).getByRole('button', { name: 'Scenarios' }).click();
    // Only what the document lists for the operation is offered: listOrders has no 404.
    const listOrders = panel(journey).getByLabel('listOrders');
    const offered = await listOrders
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(
      expect.arrayContaining(['', 'hang', 'network', '400-validation', '500', 'empty']),
    );
    expect(offered).not.toContain('404');
    await listOrders.selectOption('empty');

    await page.getByText('You have no orders yet.').waitFor();
    expect(await stillSamePage(journey)).toBe(true);
    const log = panel(journey).getByRole('table', { name: 'Request log' });
    await log.getByRole('row').filter({ hasText: 'listOrders:empty' }).first().waitFor();
    await expect(
      log.getByRole('row').filter({ hasText: 'listOrders:empty' }).first().textContent(),
    ).resolves.toMatch(/listOrdersGET \/shop\/api\/orders200\d+listOrders:empty/);

    // The offline switch: every call fails as a network failure, at once too.
    await panel(journey).getByLabel('listOrders').selectOption('');
    await page.getByRole('row').nth(1).waitFor();
    await panel(journey).getByLabel('Offline: every call fails as a network failure').check();
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
    await log.getByRole('row').filter({ hasText: 'network failure' }).first().waitFor();
    await panel(journey).getByLabel('Offline: every call fails as a network failure').uncheck();
    await page.getByRole('row').nth(1).waitFor();
    expect(await stillSamePage(journey)).toBe(true);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('moves the mock clock past a trial’s end: the first invoice, and a link that brings it back', async () => {
    const journey = await open('/subscription', {
      persona: 'monthly-trial',
      prepare: (page) => page.context().grantPermissions(['clipboard-read', 'clipboard-write']),
    });
    const { page } = journey;
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await invoices.waitFor();
    expect(await invoices.getByRole('row').filter({ hasText: 'December 10, 2026' }).count()).toBe(
      0,
    );
    await markPage(journey);

    await panel(journey).getByRole('button', { name: 'Scenarios' }).click();
    const today = panel(journey).getByLabel('Mock today');
    await today.fill('2026-12-11');
    await today.press('Enter');

    // Reason+ Monthly in Italy after its free month: €19.99 and 22% VAT.
    const first = invoices.getByRole('row').filter({ hasText: 'December 10, 2026' });
    await first.waitFor();
    expect(await first.textContent()).toContain('€24.39');
    expect(await stillSamePage(journey)).toBe(true);

    await panel(journey).getByRole('button', { name: 'Copy link' }).click();
    await panel(journey).getByRole('button', { name: 'Link copied' }).waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tab: 'invoices',
      persona: 'monthly-trial',
      clock: expect.stringMatching(/^2026-12-11T00:00:\d\dZ$/),
    });

    // The link starts the persona afresh and moves the clock again: the same invoice, same tab.
    await page.goto(link.href);
    await invoices.getByRole('row').filter({ hasText: 'December 10, 2026' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=invoices');
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('moves the mock clock past a card’s expiry: the portal flags the card', async () => {
    const journey = await open('/subscription?tab=payment', { persona: 'monthly-active' });
    const { page } = journey;
    // Visa 4242, valid through September 2028.
    await page.getByText('Visa', { exact: false }).first().waitFor();
    expect(await page.getByText('Payment method invalid').count()).toBe(0);
    await markPage(journey);

    await panel(journey).getByRole('button', { name: 'Scenarios' }).click();
    const today = panel(journey).getByLabel('Mock today');
    await today.fill('2028-10-01');
    await today.press('Enter');

    await page.getByText('Payment method invalid').waitFor();
    expect(await stillSamePage(journey)).toBe(true);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('resets the persona’s data in place, and switches persona with a reload', async () => {
    const journey = await open('/subscription', { persona: 'monthly-active' });
    const { page } = journey;
    const summary = page.getByRole('region', { name: /^Reason\+/ });
    await summary.waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel your subscription' })
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    const canceled = summary.getByText('it will not renew', { exact: false });
    await canceled.waitFor();
    const survey = page.getByRole('dialog', { name: 'Help us improve' });
    await survey.getByRole('button', { name: 'Close the survey' }).click();
    await survey.waitFor({ state: 'hidden' });
    await markPage(journey);

    await panel(journey).getByRole('button', { name: 'Scenarios' }).click();
    await panel(journey).getByRole('button', { name: 'Reset data' }).click();
    await canceled.waitFor({ state: 'detached' });
    expect(await stillSamePage(journey)).toBe(true);

    await panel(journey).getByLabel('Persona').selectOption('empty');
    await page.waitForURL(/\/subscription$/);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByText('You have no invoices yet.').waitFor();
    // The panel stays open over the reload, on the new persona.
    await expect(panel(journey).getByLabel('Persona').inputValue()).resolves.toBe('empty');
    expect(await stillSamePage(journey)).toBe(false);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });
});
