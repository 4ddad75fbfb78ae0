import { expect, test } from './support/fixtures.ts';
import { invoiceRows, newestInvoice } from './support/invoices.ts';

/**
 * Issue 33, pay a failed invoice: the past-due persona's renewal of November 14 (€23.79) failed.
 * The overview says so with the service's amount and dates; Pay now prices the payment before
 * anything is charged; paid, the invoice reads Paid and the overview no longer asks. At a desktop's
 * width with the saved card, at a phone's with another card through the bank's 3-D Secure
 * challenge, with a screenshot of each priced confirmation in docs/screenshots/.
 */
const FAILED = 'Your payment of €23.79 on November 14, 2026 failed';
const DIALOG = 'Pay €23.79 now';

test.describe('paying a failed invoice', () => {
  test('at 1280 px: from the overview’s notice, with the saved card', async ({ open }) => {
    const { page } = await open('/subscription', {
      persona: 'past-due',
      reducedMotion: 'reduce',
    });
    const notice = page.getByRole('alert').filter({ hasText: FAILED });
    await expect(notice).toContainText(
      'Pay now to keep Reason+. Unless it is paid, your subscription ends on November 28, 2026.',
    );
    await notice.getByRole('button', { name: 'Pay now' }).click();

    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect(dialog.getByText('€23.79 will be charged to Visa ending 1881 now.')).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/pay-failed-invoice-desktop.png' });

    await dialog.getByRole('button', { name: 'Pay €23.79' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(/€23\.79 is paid\. Your Reason\+ subscription continues\./),
    ).toBeVisible();
    await expect(page.getByText(FAILED)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Reason+ Monthly' })).toBeVisible();

    // The invoice it paid, newest first, now reads Paid, with nothing left to pay.
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const newest = newestInvoice(page);
    await expect(newest).toContainText('€23.79');
    await expect(newest).toContainText('Paid');
    await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  });

  test('at 390 px: from the invoice, with another card and 3-D Secure', async ({ open }) => {
    const { page } = await open('/subscription?tab=invoices', {
      persona: 'past-due',
      width: 390,
      reducedMotion: 'reduce',
    });
    const failed = invoiceRows(page).filter({ hasText: 'Payment failed' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('€23.79');
    await failed.getByRole('button', { name: /^Pay now/ }).click();

    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect(dialog.getByText('€23.79 will be charged to Visa ending 1881 now.')).toBeVisible();
    // The priced confirmation fits a phone's width: nothing to scroll sideways.
    const width = await dialog.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await page.screenshot({ path: 'docs/screenshots/pay-failed-invoice-phone.png' });

    await dialog.getByRole('button', { name: 'Use another card or PayPal' }).click();
    await dialog.getByRole('button', { name: 'Save and pay €23.79' }).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment (3-D Secure)' });
    await challenge.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/€23\.79 is paid/)).toBeVisible();
    await expect(failed).toHaveCount(0);

    // The overview: in good standing, paid by the new card from now on.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('region', { name: 'Reason+ Monthly' })).toBeVisible();
    await expect(page.getByText(FAILED)).toBeHidden();
    await page.getByRole('tab', { name: 'Payment method' }).click();
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
  });
});
