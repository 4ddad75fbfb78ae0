import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { expect, test } from './support/fixtures.ts';

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

test.describe('billing lists on a 390 px phone', () => {
  for (const { name, path, list, mustSee } of LISTS) {
    test(`shows every ${name} row whole: no sideways scrolling`, async ({ open }) => {
      const { page } = await open(path, { persona: 'monthly-active', width: PHONE });
      const table = list(page);
      const rows = table.locator('tbody > tr');
      await expect(rows.first()).toBeVisible();

      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE);
      for (const row of await rows.all()) {
        for (const heading of mustSee) {
          const cell = await cellOf(table, row, heading);
          // What the cell shows: its value, badge or button, not the label in front of it.
          const value = cell.locator(':scope > *').or(cell).last();
          await expect(value).toBeVisible();
          await expect
            .poll(() => inViewHorizontally(value), {
              message: `${heading} of ${await row.innerText()}`,
            })
            .toBe(true);
          await expect(cell).not.toHaveText('', { useInnerText: true });
        }
        // A customer reads "Paid", never the billing system's "Approved".
        await expect(row).not.toContainText(/Approved|APPROVED/, { useInnerText: true });
      }
    });
  }

  test('keeps the table, with its column headings, where there is room', async ({ open }) => {
    const { page } = await open(paths.orders, { persona: 'monthly-active' });
    const table = page.getByRole('table', { name: 'Your shop orders, newest first' });
    const total = table.getByRole('columnheader', { name: 'Total' });
    await expect(total).toBeVisible();
    // Shown as a heading above its column, not hidden for the cards' labels.
    expect((await total.boundingBox())?.width).toBeGreaterThan(20);
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1280);
  });
});

test.describe('subscription dialogs on a 390 px phone', () => {
  /** Wholly inside the window: seen and reached without scrolling. */
  const onScreen = (element: Locator) => expect(element).toBeInViewport({ ratio: 1 });

  test('the cancel dialog has "Accept the offer" and every other action on screen without scrolling', async ({
    open,
  }) => {
    // As on a phone: a touch screen.
    const { page } = await open(paths.subscription, {
      persona: 'monthly-active',
      width: PHONE,
      touch: true,
    });
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription' });
    // The offer priced: the dialog at its longest.
    await expect(cancel.getByText('Due today')).toBeVisible();
    for (const name of ['Accept the offer', 'No thanks, cancel', 'Keep my subscription']) {
      const button = cancel.getByRole('button', { name });
      await onScreen(button);
      // Not covered by what scrolls under it: a real click lands on it.
      await button.click({ trial: true, timeout: 1000 });
    }
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE);
  });

  test("a dialog's close button takes a tap anywhere in a 44 px square on a touch screen, and looks as it does with a mouse", async ({
    open,
  }) => {
    const closeOf = async (touch: boolean) => {
      const { page } = await open(paths.subscription, {
        persona: 'monthly-active',
        width: PHONE,
        touch,
      });
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const close = page
        .getByRole('dialog', { name: 'Cancel your subscription' })
        .getByRole('button', { name: 'Close' });
      await onScreen(close);
      const box = await close.boundingBox();
      // What a tap 20 px beside the icon's centre, and 20 px below it, lands on.
      const landsOnClose = await close.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        const [cx, cy] = [x + width / 2, y + height / 2];
        return [document.elementFromPoint(cx - 20, cy), document.elementFromPoint(cx, cy + 20)].map(
          (element) => element === button,
        );
      });
      return { size: [box?.width, box?.height], landsOnClose };
    };
    const [withTouch, withMouse] = [await closeOf(true), await closeOf(false)];
    expect(withTouch).toEqual({ size: withMouse.size, landsOnClose: [true, true] });
    expect(withMouse.landsOnClose).toEqual([false, false]);
  });

  test('the end-now dialog of a prepaid year has its acknowledgement and its action on screen', async ({
    open,
  }) => {
    const { page } = await open(paths.subscription, {
      persona: 'prepaid',
      width: PHONE,
      touch: true,
    });
    await page.getByRole('button', { name: 'End now' }).click();
    const end = page.getByRole('dialog', { name: 'End your subscription now' });
    await expect(end.getByRole('checkbox')).toBeVisible();
    const confirm = end.getByRole('button', { name: 'End subscription now' });
    await onScreen(confirm);
    await confirm.click({ trial: true, timeout: 1000 });
  });
});
