import type { Page } from '@playwright/test';
import { droppedChunk, expect, test } from './support/fixtures.ts';

const MARKETING_LABEL = 'Send me news, offers and product updates by e-mail';

/** The browser's log line for an answer the journey provokes on purpose (a 400, a 409). */
const failedWithStatus = (status: number) => (problem: string) =>
  problem.startsWith(`Failed to load resource: the server responded with a status of ${status}`);

test.describe('profile, e-mail, password and marketing e-mails on the mocks', () => {
  test('changes the postal address and still shows it after a reload', async ({ open }) => {
    const { page } = await open('/profile', { persona: 'monthly-active' });
    const section = page.getByRole('region', { name: 'Postal address' });
    await section.getByRole('button', { name: 'Edit address' }).click();
    const address = page.getByRole('form', { name: 'Postal address' });
    await address.getByLabel('Country').selectOption({ label: 'Norway' });
    await address.getByLabel('Address line 1').fill('Karl Johans gate 5');
    await address.getByLabel('Address line 2').fill('');
    await address.getByLabel('ZIP / postal code').fill('0154');
    await address.getByLabel('City').fill('Oslo');
    await address.getByLabel('State / province').fill('');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Address saved' })).toBeVisible();

    await page.reload();
    const saved = section.locator('address');
    await expect(saved.getByRole('paragraph')).toHaveText([
      'Karl Johans gate 5',
      '0154 Oslo',
      'Norway',
    ]);
    await section.getByRole('button', { name: 'Edit address' }).click();
    await expect(address.getByLabel('City')).toHaveValue('Oslo');
    await expect(address.getByLabel('Country')).toHaveValue('NOR');
    await expect(address.getByLabel('Address line 1')).toHaveValue('Karl Johans gate 5');
    await expect(address.getByLabel('ZIP / postal code')).toHaveValue('0154');
  });

  test('refuses a stale address: the other window’s save stands, the form says what it is now', async ({
    open,
  }) => {
    // The refused save is a failed resource (409) in the console; nothing else may show, in
    // either window (the fixture watches every page of the context).
    const { page: first } = await open('/profile', {
      persona: 'monthly-active',
      expected: failedWithStatus(409),
    });
    const second = await first.context().newPage();
    await second.goto(new URL('/profile', first.url()).href);
    const editAddress = async (page: Page) => {
      await page
        .getByRole('region', { name: 'Postal address' })
        .getByRole('button', { name: 'Edit address' })
        .click();
      return page.getByRole('form', { name: 'Postal address' });
    };
    // Both windows open the form on the same address.
    const stale = await editAddress(first);
    const fresh = await editAddress(second);

    await fresh.getByLabel('Address line 1').fill('Drottninggatan 5');
    await fresh.getByLabel('City').fill('Uppsala');
    await fresh.getByRole('button', { name: 'Save address' }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'Address saved' })).toBeVisible();

    await stale.getByLabel('City').fill('Malmö');
    await stale.getByRole('button', { name: 'Save address' }).click();
    await expect(stale.getByRole('alert')).toHaveText(
      /^Your address was changed in another window: Drottninggatan 5, .*Uppsala, .+\. Review it and save again\.$/,
    );
    // What the customer typed is still there, and nothing was overwritten.
    await expect(stale.getByLabel('City')).toHaveValue('Malmö');
    await expect(stale.getByLabel('Address line 1')).not.toHaveValue('Drottninggatan 5');
    await second.reload();
    const saved = second.getByRole('region', { name: 'Postal address' }).locator('address');
    await expect(saved.getByText('Drottninggatan 5', { exact: true })).toBeVisible();
    await expect(saved).toContainText('Uppsala');

    // Reviewed: saving again goes over the address shown, and the other window follows.
    await stale.getByRole('button', { name: 'Save address' }).click();
    await expect(first.getByRole('alert').filter({ hasText: 'Address saved' })).toBeVisible();
    await expect(saved.getByText(/Malmö/)).toBeVisible({ timeout: 5_000 });
  });

  test('says so when the edit forms cannot be fetched, and opens the form on Try again', async ({
    open,
  }) => {
    // The forms' chunk, fetched as the customer goes for Edit (decision 014): the network drops it.
    const dropped = droppedChunk('forms');
    const { page } = await open('/profile', {
      persona: 'monthly-active',
      prepare: dropped.prepare,
      expected: dropped.failed,
    });
    const section = page.getByRole('region', { name: 'Postal address' });
    await section.getByRole('button', { name: 'Edit address' }).click();
    const failure = section
      .getByRole('alert')
      .filter({ hasText: 'The address form could not be loaded' });
    await expect(failure).toBeVisible({ timeout: 5_000 });
    await expect(failure).toContainText('Something went wrong, please try again.');

    dropped.reach();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Postal address' }).getByLabel('City')).toBeVisible(
      { timeout: 5_000 },
    );
  });

  test('resends the verification e-mail and changes the address with the code', async ({
    open,
  }) => {
    const { page } = await open('/profile', { persona: 'unverified-email' });
    const email = page.getByRole('region', { name: 'E-mail address' });
    await expect(email.getByText('Not verified', { exact: true })).toBeVisible();
    await email.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /We sent a new verification link to / }),
    ).toBeVisible();

    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    await email.getByLabel('New e-mail address').fill('new.address@example.org');
    await email.getByLabel('Current password').fill('correct-horse');
    await email.getByRole('button', { name: 'Send code' }).click();
    await email.getByLabel('Code').fill('123456');
    await email.getByRole('button', { name: 'Confirm new address' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your e-mail address is now new.address@example.org.' }),
    ).toBeVisible();

    await page.reload();
    await expect(email.getByText('new.address@example.org', { exact: true })).toBeVisible();
  });

  test('shows "Old Password: …" beside the old password when it is wrong', async ({ open }) => {
    // The mock answers 400, which Chromium logs as a failed resource; nothing else may show.
    const { page } = await open('/change-password', {
      persona: 'monthly-active',
      expected: failedWithStatus(400),
    });
    await page.getByLabel('Old password').fill('wrong-horse');
    await page.getByLabel('New password', { exact: true }).fill('battery-staple-42');
    await page.getByLabel('Confirm new password').fill('battery-staple-42');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByText(/^Old Password: .+/)).toBeVisible();
    await expect(page.getByLabel('Old password')).toHaveValue('wrong-horse');
  });

  test('switches marketing e-mails and keeps the choice after a reload', async ({ open }) => {
    const { page } = await open('/profile', { persona: 'monthly-active' });
    const toggle = page.getByRole('switch', { name: MARKETING_LABEL });
    await expect(toggle).toBeAttached();
    const initially = await toggle.isChecked();

    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !initially });
    await expect(toggle).toBeEnabled();

    await page.reload();
    await expect(toggle).toBeAttached();
    expect(await toggle.isChecked()).toBe(!initially);
  });
});
