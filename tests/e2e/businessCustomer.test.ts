import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { newestInvoice } from './support/invoices.ts';

/**
 * Issue 33, business details: a studio in Amsterdam gives its company name and VAT ID in the
 * profile's billing details. A VAT ID of the wrong format is refused beside its field, keeping what
 * was typed; the right one is saved. The seller being in Sweden, the studio's next charge on the
 * overview says "Reverse charge" with no VAT, as do its invoices, and an invoice's PDF carries the
 * company and the VAT ID. At a desktop's width and a phone's, with a screenshot of each overview in
 * docs/screenshots/.
 */
const WIDTHS = [
  { width: 1280, name: 'desktop' },
  { width: 390, name: 'phone' },
] as const;

const COMPANY = 'Studio Noord B.V.';
const VAT_ID = 'NL859048236B01';

test.describe('a business customer with an EU VAT ID', () => {
  for (const { width, name } of WIDTHS) {
    test(`at ${width} px: company and VAT ID saved, then reverse charge on the overview and the invoice`, async ({
      open,
    }) => {
      const { page } = await open('/profile', {
        persona: 'business-nl',
        width,
        reducedMotion: 'reduce',
      });
      const section = page.getByRole('region', { name: 'Postal address' });
      await section.getByRole('button', { name: 'Edit address' }).click();
      const form = page.getByRole('form', { name: 'Postal address' });
      const company = form.getByLabel('Company name');
      const vatId = form.getByLabel('VAT ID', { exact: true });
      await company.fill(COMPANY);

      // A wrong VAT ID first: the message beside the field, nothing typed lost, nothing sent.
      await vatId.fill('NL12345');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(vatId).toHaveAttribute('aria-invalid', 'true');
      await expect(vatId).toHaveAccessibleDescription(
        /This is not a valid VAT ID for Netherlands\. It looks like NL123456789B01\./,
      );
      await expect(vatId).toHaveValue('NL12345');
      await expect(company).toHaveValue(COMPANY);

      // Typed as people write it; saved as the contract stores it.
      await vatId.fill('nl 8590.48236.b01');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form).toBeHidden();
      await expect(section.getByText(COMPANY)).toBeVisible();
      await expect(section.getByText(`VAT ID: ${VAT_ID}`)).toBeVisible();

      // The overview's next charge: the net price, "Reverse charge" where VAT would be.
      await page.goto(new URL('/subscription', page.url()).href);
      const summary = page.getByRole('region', { name: /^Reason\+/ });
      await expect(
        summary.getByRole('heading', { name: /^Next charge: €19\.99 on / }),
      ).toBeVisible();
      const reverseCharge = summary.getByText('Reverse charge', { exact: true });
      await expect(reverseCharge.first()).toBeVisible();
      await expect(summary.getByText(/^VAT \(/)).toHaveCount(0);
      // Every figure on screen without scrolling sideways, on a phone too.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await reverseCharge.last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/business-${name}.png` });

      // The invoices: reverse-charged, and the PDF names the company and its VAT ID.
      await page.getByRole('tab', { name: 'Invoices' }).click();
      const newest = newestInvoice(page);
      await expect(newest).toContainText('€19.99');
      await expect(newest).toContainText('Reverse charge');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        newest.getByRole('button', { name: /^Download invoice \d+ as PDF$/ }).click(),
      ]);
      const pdf = (await readFile(await download.path())).toString('latin1');
      expect(pdf).toContain(`Company: ${COMPANY}`);
      expect(pdf).toContain(`VAT ID: ${VAT_ID}`);
      expect(pdf).toContain('Reverse charge');
    });
  }
});
