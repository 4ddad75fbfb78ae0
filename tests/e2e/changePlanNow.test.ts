import { expect, test } from './support/fixtures.ts';
import { newestInvoice } from './support/invoices.ts';

/**
 * Issue 33, change plan now: a monthly subscriber switches to Annual today. Before confirming,
 * the service's proration (the credit for the unused part of the month, what is due today, the
 * first renewal); after it, the overview renews on that date and the newest invoice charges what
 * was due today, to the cent. At a desktop's width and a phone's, with a screenshot of each
 * preview in docs/screenshots/.
 */
const WIDTHS = [
  { width: 1280, name: 'desktop' },
  { width: 390, name: 'phone' },
] as const;

test.describe('switching from monthly to annual billing now', () => {
  for (const { width, name } of WIDTHS) {
    test(`at ${width} px: the preview's due today is the invoice, its renewal the overview's`, async ({
      open,
    }) => {
      const { page } = await open('/subscription', {
        persona: 'monthly-active',
        width,
        reducedMotion: 'reduce',
      });
      await page.getByRole('button', { name: 'Switch to annual billing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to annual billing' });
      const when = dialog.getByRole('radiogroup', { name: 'When should the change happen?' });
      await expect(when.getByRole('radio', { name: /^At renewal/ })).toBeChecked();
      await when.getByRole('radio', { name: /^Switch now/ }).check();

      const breakdown = dialog.getByRole('table', { name: 'What you will pay' });
      const credit = breakdown.getByRole('row', {
        name: /^Credit for unused time until December 14, 2026/,
      });
      await expect(credit).toContainText(/−\$\d+\.\d\d/);
      await expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveText('Total$215.42');
      const dueToday = (await breakdown.getByRole('row', { name: /^Due today/ }).textContent())
        ?.replace('Due today', '')
        .trim();
      expect(dueToday).toMatch(/^\$\d+\.\d\d$/);
      const renewal = dialog.getByText(/^Next renewal: \$215\.42 on /);
      const renewsOn = (await renewal.textContent())?.replace(/^Next renewal: \$215\.42 on /, '');
      expect(renewsOn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      // Every figure on screen without scrolling sideways, on a phone too.
      const table = await breakdown.evaluate((node) => ({
        scroll: node.scrollWidth,
        client: node.clientWidth,
      }));
      expect(table.scroll).toBeLessThanOrEqual(table.client);
      await renewal.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/change-plan-now-${name}.png` });

      const confirm = dialog.getByRole('button', { name: 'Switch to annual billing' });
      await expect(confirm).toBeEnabled();
      await confirm.click();
      await expect(
        page.getByText(`Your subscription is now on Reason+ Annual. It renews on ${renewsOn}.`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      // The overview: on Annual, renewing on the date the preview gave.
      const summary = page.getByRole('region', { name: 'Reason+ Annual' });
      await expect(summary.getByText(`Renews on ${renewsOn}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Switch to monthly billing' })).toBeVisible();

      // The invoice the change made, newest first: what the preview said was due today.
      await page.getByRole('tab', { name: 'Invoices' }).click();
      const newest = newestInvoice(page);
      await expect(newest).toContainText(dueToday ?? 'no amount');
    });
  }
});
