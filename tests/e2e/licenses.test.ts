import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES, productPath } from '../../src/config/paths.ts';
import { productFamilyTitle } from '../../src/shared/products/productFamilies.ts';
import { expectNoProblems, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const PASSWORD = 'correct-horse';
const REASON_13_CHAIN = ['RS-APP-4471-2290', 'RS-APP-3310-8812', 'RS-APP-2087-5561'];

describe('licenses, transfers, computers and receipts on the mocks', () => {
  it('browses every product family, and searches the long one', async () => {
    const journey = await open(productPath('applications'), { persona: 'monthly-active' });
    const { page } = journey;
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const family of PRODUCT_FAMILIES) {
      await navigation.getByRole('link', { name: productFamilyTitle(family), exact: true }).click();
      await page.waitForURL((url) => url.pathname === productPath(family));
      await page.getByRole('heading', { level: 1, name: productFamilyTitle(family) }).waitFor();
      await page.getByRole('article').first().waitFor();
    }
    await navigation.getByRole('link', { name: 'ReFills', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search your ReFills licenses' }).fill('jazz');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('article', { name: 'Jazz Keys' }).waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('transfers a license with its 2-deep upgrade chain: all three leave the account', async () => {
    const journey = await open(productPath('applications'), { persona: 'monthly-active' });
    const { page } = journey;
    await page
      .getByRole('article', { name: 'Reason 13' })
      .getByRole('link', { name: 'Transfer' })
      .click();
    await page.waitForURL((url) => url.pathname === '/products/transfer');
    const moving = page.getByRole('list', { name: 'Licenses that move' }).getByRole('listitem');
    await expect
      .poll(() => moving.allTextContents())
      .toEqual([
        'RS-APP-4471-2290 — Reason 13 13.1.2',
        'RS-APP-3310-8812 — Reason 12 12.7.3',
        'RS-APP-2087-5561 — Reason 11 11.3.9',
      ]);
    await page
      .getByRole('textbox', { name: "New owner's e-mail address" })
      .fill('jonas.berg@example.com');
    await page.getByRole('button', { name: 'Review and confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Transfer 3 licenses' }).click();
    await page.getByRole('alert').filter({ hasText: 'Licenses transferred' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Applications', exact: true })
      .click();
    await page.getByRole('article', { name: 'Reason Intro 13' }).waitFor();
    // The toast that named them may still be up: the screen itself lists them no more.
    for (const number of REASON_13_CHAIN) {
      expect(await page.getByRole('main').getByText(number).count()).toBe(0);
    }
    expectNoProblems(journey);
    await journey.close();
  });

  it('refuses a 5,000-character or bidi-laden recipient beside the field, keeping it', async () => {
    const journey = await open('/products/transfer', { persona: 'monthly-active' });
    const { page } = journey;
    await page.getByRole('combobox', { name: 'License to transfer' }).fill('Reason 13');
    await page.getByRole('option', { name: 'Reason 13 13.1.2 · RS-APP-4471-2290' }).click();
    const recipient = page.getByRole('textbox', { name: "New owner's e-mail address" });
    const review = page.getByRole('button', { name: 'Review and confirm' });
    const tooLong = `jonas@${'e'.repeat(4_990)}.com`;
    await recipient.fill(tooLong);
    await review.click();
    await page.getByText('Use at most 254 characters: this has 5000.').waitFor();
    expect(await recipient.inputValue()).toBe(tooLong);

    await recipient.fill('jonas\u202E@example.com');
    await review.click();
    await page.getByText('Remove the text-direction character at position 6 (U+202E).').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows the server’s reason when it refuses a transfer', async () => {
    const journey = await open('/products/transfer', { persona: 'monthly-active' });
    const { page } = journey;
    await page.getByRole('combobox', { name: 'License to transfer' }).fill('Reason 13');
    await page.getByRole('option', { name: 'Reason 13 13.1.2 · RS-APP-4471-2290' }).click();
    await page
      .getByRole('textbox', { name: "New owner's e-mail address" })
      .fill('someone@nowhere.test');
    await page.getByRole('button', { name: 'Review and confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Transfer 3 licenses' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No account was found for the e-mail address someone@nowhere.test.' })
      .waitFor();
    // A refused transfer is an expected answer: the console shows only the 400 resource error.
    expect(
      journey.problems.filter((problem) => !problem.startsWith('Failed to load resource')),
    ).toEqual([]);
    await journey.close();
  });

  it('deauthorizes a computer after confirmation, which frees its licenses for transfer', async () => {
    const journey = await open('/authorized_computers', { persona: 'monthly-active' });
    const { page } = journey;
    await page
      .getByRole('article', { name: 'MAJA-LAPTOP' })
      .getByRole('button', { name: 'Deauthorize' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deauthorize MAJA-LAPTOP?' });
    await dialog.getByRole('button', { name: 'Deauthorize' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'MAJA-LAPTOP is no longer authorized' })
      .waitFor();
    await expect.poll(() => page.getByRole('article', { name: 'MAJA-LAPTOP' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Studio Mac' }).count()).toBe(1);
    // The button that opened the dialog went with its computer: the focus is on the list's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Authorized computers');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'VST plugins', exact: true })
      .click();
    await page
      .getByRole('article', { name: 'Europa by Reason (VST)' })
      .getByRole('link', { name: 'Transfer' })
      .waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('downloads a receipt as a PDF', async () => {
    const journey = await open('/receipts', { persona: 'monthly-active' });
    const { page } = journey;
    const firstReceipt = page.getByRole('row').nth(1);
    const number = (await firstReceipt.getByRole('rowheader').textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      firstReceipt.getByRole('button', { name: `Download PDF of receipt ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expectNoProblems(journey);
    await journey.close();
  });
});
