import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The heavy persona (500 licenses, ten years of invoices, 200 orders and receipts) on every paged
 * list, as a frontend developer meets it on `npm start` (issue 30, item 1: each of these lists once
 * failed in the browser on Node's Buffer in the mock's paging): the first page, then Show more
 * brings the next 25 under it.
 */
const PAGE = 25;

/** The rows of a record table, its header row left out. */
const recordRows = (page: Page, caption: string): Locator =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

const TABLES = [
  {
    path: '/subscription?tab=invoices',
    caption: 'Your invoices, newest first',
    more: 'Show more invoices',
  },
  { path: '/orders', caption: 'Your shop orders, newest first', more: 'Show more orders' },
  { path: '/receipts', caption: 'Your receipts, newest first', more: 'Show more receipts' },
] as const;

test.describe('the heavy persona’s paged lists', () => {
  for (const { path, caption, more } of TABLES) {
    test(`${path}: a page, then Show more appends the next`, async ({ open }) => {
      const { page } = await open(path, { persona: 'heavy' });
      const rows = recordRows(page, caption);
      await expect(rows).toHaveCount(PAGE);
      await page.getByRole('button', { name: more }).click();
      await expect(rows).toHaveCount(2 * PAGE);
    });
  }

  test('/products/applications: a page of licenses, then Show more appends the next', async ({
    open,
  }) => {
    const { page } = await open('/products/applications', { persona: 'heavy' });
    await expect(page.getByText(`${PAGE} licenses shown`)).toBeVisible();
    await page.getByRole('button', { name: /^Show more .*licenses$/ }).click();
    await expect(page.getByText(`${2 * PAGE} licenses shown`)).toBeVisible();
  });
});
