import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths.ts';
import { expectNoProblems, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const PHONE = 390;

/** The lists, and per list the columns a customer must see in every row without scrolling. */
const LISTS = [
  {
    name: 'invoices',
    path: '/subscription?tab=invoices',
    list: (page: Page) => page.getByRole('table', { name: 'Your invoices, newest first' }),
    mustSee: ['Amount', 'Status', 'Document'],
  },
  {
    name: 'orders',
    path: paths.orders,
    list: (page: Page) => page.getByRole('table', { name: 'Your shop orders, newest first' }),
    mustSee: ['Total', 'Status'],
  },
  {
    name: 'receipts',
    path: paths.receipts,
    list: (page: Page) => page.getByRole('table', { name: 'Your receipts, newest first' }),
    mustSee: ['Total', 'Document'],
  },
] as const;

/** A cell of `row` by its column's heading (the row header counts as a cell). */
async function cellOf(list: Locator, row: Locator, heading: string): Promise<Locator> {
  const headings = await list.getByRole('columnheader').allTextContents();
  const index = headings.indexOf(heading);
  expect(index, `a column "${heading}" among ${headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > th, :scope > td').nth(index);
}

/** Whether the element lies wholly inside the window's width: seen without a sideways scroll. */
async function inViewHorizontally(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= PHONE;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('billing lists on a 390 px phone', () => {
  it.each(LISTS)(
    'shows every $name row whole: no sideways scrolling',
    async ({ path, list, mustSee }) => {
      const journey = await open(path, { persona: 'monthly-active', width: PHONE });
      const { page } = journey;
      const table = list(page);
      const rows = table.locator('tbody > tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);

      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
      for (const row of await rows.all()) {
        for (const heading of mustSee) {
          const cell = await cellOf(table, row, heading);
          // What the cell shows: its value, badge or button, not the label in front of it.
          const value = cell.locator(':scope > *').or(cell).last();
          expect(await value.isVisible()).toBe(true);
          expect(await inViewHorizontally(value), `${heading} of ${await row.innerText()}`).toBe(
            true,
          );
          expect(await cell.innerText()).not.toBe('');
        }
        // A customer reads "Paid", never the billing system's "Approved".
        expect(await row.innerText()).not.toMatch(/Approved|APPROVED/);
      }
      expectNoProblems(journey);
      await journey.close();
    },
  );

  it('keeps the table, with its column headings, where there is room', async () => {
    const journey = await open(paths.orders, { persona: 'monthly-active' });
    const { page } = journey;
    const table = page.getByRole('table', { name: 'Your shop orders, newest first' });
    const total = table.getByRole('columnheader', { name: 'Total' });
    await total.waitFor();
    // Shown as a heading above its column, not hidden for the cards' labels.
    expect((await total.boundingBox())?.width).toBeGreaterThan(20);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    expectNoProblems(journey);
    await journey.close();
  });
});

describe('subscription dialogs on a 390 px phone', () => {
  /** Whether the element lies wholly inside the window: seen and reached without scrolling. */
  async function onScreen(page: Page, element: Locator): Promise<boolean> {
    const box = await element.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    return (
      box !== null &&
      box.y >= 0 &&
      box.y + box.height <= height &&
      box.x >= 0 &&
      box.x + box.width <= PHONE
    );
  }

  it('the cancel dialog has "Accept the offer" and every other action on screen without scrolling', async () => {
    const journey = await open(paths.subscription, { persona: 'monthly-active', width: PHONE });
    const { page } = journey;
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription' });
    // The offer priced: the dialog at its longest.
    await cancel.getByText('Due today').waitFor();
    for (const name of ['Accept the offer', 'No thanks, cancel', 'Keep my subscription']) {
      const button = cancel.getByRole('button', { name });
      expect(await onScreen(page, button), name).toBe(true);
      // Not covered by what scrolls under it: a real click lands on it.
      await button.click({ trial: true, timeout: 1000 });
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE);
    expectNoProblems(journey);
    await journey.close();
  });

  it('the end-now dialog of a prepaid year has its acknowledgement and its action on screen', async () => {
    const journey = await open(paths.subscription, { persona: 'prepaid', width: PHONE });
    const { page } = journey;
    await page.getByRole('button', { name: 'End now' }).click();
    const end = page.getByRole('dialog', { name: 'End your subscription now' });
    await end.getByRole('checkbox').waitFor();
    const confirm = end.getByRole('button', { name: 'End subscription now' });
    expect(await onScreen(page, confirm)).toBe(true);
    await confirm.click({ trial: true, timeout: 1000 });
    expectNoProblems(journey);
    await journey.close();
  });
});
