import { readFile } from 'node:fs/promises';
import { PRODUCT_FAMILIES, productPath } from '../../src/config/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { FAMILY_TITLES } from './support/navigation.ts';

const PASSWORD = 'correct-horse';
const REASON_13_CHAIN = ['RS-APP-4471-2290', 'RS-APP-3310-8812', 'RS-APP-2087-5561'];

/** A refused transfer's log line in the browser's console: the 400 it answers. */
const refusedWith400 = (problem: string) =>
  problem.startsWith('Failed to load resource: the server responded with a status of 400');

test.describe('licenses, transfers, computers and receipts on the mocks', () => {
  test('browses every product family, and searches the long one', async ({ open }) => {
    const { page } = await open(productPath('applications'), { persona: 'monthly-active' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const family of PRODUCT_FAMILIES) {
      await navigation.getByRole('link', { name: FAMILY_TITLES[family], exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === productPath(family));
      await expect(
        page.getByRole('heading', { level: 1, name: FAMILY_TITLES[family] }),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    }
    await navigation.getByRole('link', { name: 'ReFills', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search your ReFills licenses' }).fill('jazz');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Jazz Keys' })).toBeVisible();
  });

  test('transfers a license with its 2-deep upgrade chain: all three leave the account', async ({
    open,
  }) => {
    const { page } = await open(productPath('applications'), { persona: 'monthly-active' });
    await page
      .getByRole('article', { name: 'Reason 13' })
      .getByRole('link', { name: 'Transfer' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/products/transfer');
    const moving = page.getByRole('list', { name: 'Licenses that move' }).getByRole('listitem');
    await expect(moving).toHaveText([
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
    await expect(page.getByRole('alert').filter({ hasText: 'Licenses transferred' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Applications', exact: true })
      .click();
    await expect(page.getByRole('article', { name: 'Reason Intro 13' })).toBeVisible();
    // The toast that named them may still be up: the screen itself lists them no more.
    for (const number of REASON_13_CHAIN) {
      await expect(page.getByRole('main').getByText(number)).toHaveCount(0);
    }
  });

  test('refuses a 5,000-character or bidi-laden recipient beside the field, keeping it', async ({
    open,
  }) => {
    const { page } = await open('/products/transfer', { persona: 'monthly-active' });
    await page
      .getByRole('combobox', { name: 'License to transfer' })
      .selectOption({ label: 'Reason 13 13.1.2 · RS-APP-4471-2290' });
    const recipient = page.getByRole('textbox', { name: "New owner's e-mail address" });
    const review = page.getByRole('button', { name: 'Review and confirm' });
    const tooLong = `jonas@${'e'.repeat(4_990)}.com`;
    await recipient.fill(tooLong);
    await review.click();
    await expect(page.getByText('Use at most 254 characters: this has 5000.')).toBeVisible();
    await expect(recipient).toHaveValue(tooLong);

    await recipient.fill('jonas\u202E@example.com');
    await review.click();
    await expect(
      page.getByText('Remove the text-direction character at position 6 (U+202E).'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows the server’s reason when it refuses a transfer', async ({ open }) => {
    // A refused transfer is an expected answer: the console shows only the 400 resource error.
    const { page } = await open('/products/transfer', {
      persona: 'monthly-active',
      expected: refusedWith400,
    });
    await page
      .getByRole('combobox', { name: 'License to transfer' })
      .selectOption({ label: 'Reason 13 13.1.2 · RS-APP-4471-2290' });
    await page
      .getByRole('textbox', { name: "New owner's e-mail address" })
      .fill('someone@nowhere.test');
    await page.getByRole('button', { name: 'Review and confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the transfer' });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Transfer 3 licenses' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'No account was found for the e-mail address someone@nowhere.test.' }),
    ).toBeVisible();
  });

  test('deauthorizes a computer after confirmation, which frees its licenses for transfer', async ({
    open,
  }) => {
    const { page } = await open('/authorized_computers', { persona: 'monthly-active' });
    await page
      .getByRole('article', { name: 'MAJA-LAPTOP' })
      .getByRole('button', { name: 'Deauthorize' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deauthorize MAJA-LAPTOP?' });
    await dialog.getByRole('button', { name: 'Deauthorize' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'MAJA-LAPTOP is no longer authorized' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'MAJA-LAPTOP' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Studio Mac' })).toHaveCount(1);
    // The button that opened the dialog went with its computer: the focus is on the list's heading.
    await expect(page.locator(':focus')).toHaveText('Authorized computers');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'VST plugins', exact: true })
      .click();
    await expect(
      page
        .getByRole('article', { name: 'Europa by Reason (VST)' })
        .getByRole('link', { name: 'Transfer' }),
    ).toBeVisible();
  });

  test('downloads a receipt as a PDF', async ({ open }) => {
    const { page } = await open('/receipts', { persona: 'monthly-active' });
    const firstReceipt = page.getByRole('row').nth(1);
    const number = (await firstReceipt.getByRole('rowheader').textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      firstReceipt.getByRole('button', { name: `Download PDF of receipt ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
