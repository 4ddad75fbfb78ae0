import type { Locator, Page } from '@playwright/test';

/** The invoices tab's table (the subscription screen), rows newest first. */
export const invoiceTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Your invoices, newest first' });

/** The invoice rows, without the header row. */
export const invoiceRows = (page: Page): Locator =>
  invoiceTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** The newest invoice: the charge an action has just made. */
export const newestInvoice = (page: Page): Locator => invoiceRows(page).first();
