import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser } from './support/browser.ts';

const { open } = useBrowser();

const MARKETING_LABEL = 'Send me news, offers and product updates by e-mail';

describe('profile, e-mail, password and marketing e-mails on the mocks', () => {
  it('changes the postal address and still shows it after a reload', async () => {
    const journey = await open('/profile', { persona: 'monthly-active' });
    const { page } = journey;
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
    await page.getByRole('alert').filter({ hasText: 'Address saved' }).waitFor();

    await page.reload();
    const saved = section.locator('address');
    await saved.waitFor();
    expect(await saved.getByRole('paragraph').allTextContents()).toEqual([
      'Karl Johans gate 5',
      '0154 Oslo',
      'Norway',
    ]);
    await section.getByRole('button', { name: 'Edit address' }).click();
    expect(await address.getByLabel('City').inputValue()).toBe('Oslo');
    expect(await address.getByLabel('Country').inputValue()).toBe('NOR');
    expect(await address.getByLabel('Address line 1').inputValue()).toBe('Karl Johans gate 5');
    expect(await address.getByLabel('ZIP / postal code').inputValue()).toBe('0154');
    expectNoProblems(journey);
    await journey.close();
  });

  it('refuses a stale address: the other window’s save stands, the form says what it is now', async () => {
    const first = await open('/profile', { persona: 'monthly-active' });
    const second = await first.page.context().newPage();
    const secondProblems: string[] = [];
    second.on('console', (message) => {
      if (message.type() === 'error') secondProblems.push(message.text());
    });
    await second.goto(new URL('/profile', first.page.url()).href);
    const editAddress = async (page: Page) => {
      await page
        .getByRole('region', { name: 'Postal address' })
        .getByRole('button', { name: 'Edit address' })
        .click();
      return page.getByRole('form', { name: 'Postal address' });
    };
    // Both windows open the form on the same address.
    const stale = await editAddress(first.page);
    const fresh = await editAddress(second);

    await fresh.getByLabel('Address line 1').fill('Drottninggatan 5');
    await fresh.getByLabel('City').fill('Uppsala');
    await fresh.getByRole('button', { name: 'Save address' }).click();
    await second.getByRole('alert').filter({ hasText: 'Address saved' }).waitFor();

    await stale.getByLabel('City').fill('Malmö');
    await stale.getByRole('button', { name: 'Save address' }).click();
    const refusal = stale.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^Your address was changed in another window: Drottninggatan 5, .*Uppsala, .+\. Review it and save again\.$/,
    );
    // What the customer typed is still there, and nothing was overwritten.
    expect(await stale.getByLabel('City').inputValue()).toBe('Malmö');
    expect(await stale.getByLabel('Address line 1').inputValue()).not.toBe('Drottninggatan 5');
    await second.reload();
    const saved = second.getByRole('region', { name: 'Postal address' }).locator('address');
    await saved.getByText('Drottninggatan 5', { exact: true }).waitFor();
    expect(await saved.textContent()).toContain('Uppsala');

    // Reviewed: saving again goes over the address shown, and the other window follows.
    await stale.getByRole('button', { name: 'Save address' }).click();
    await first.page.getByRole('alert').filter({ hasText: 'Address saved' }).waitFor();
    await saved.getByText(/Malmö/).waitFor({ timeout: 5_000 });

    // The refused save is a failed resource (409) in the console; nothing else may show.
    expect(first.problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
    expect(secondProblems).toEqual([]);
    await first.close();
  });

  it('says so when the edit forms cannot be fetched, and opens the form on Try again', async () => {
    let reachable = false;
    const journey = await open('/profile', {
      persona: 'monthly-active',
      // The forms' chunk, fetched once the profile shows (decision 014): the network drops it.
      // On the context: in mock mode the service worker makes the page's requests.
      prepare: async (page) => {
        await page
          .context()
          .route('**/assets/forms-*.js', (route) =>
            reachable ? route.continue() : route.abort('internetdisconnected'),
          );
      },
    });
    const { page } = journey;
    const section = page.getByRole('region', { name: 'Postal address' });
    await section.getByRole('button', { name: 'Edit address' }).click();
    const failure = section
      .getByRole('alert')
      .filter({ hasText: 'The address form could not be loaded' });
    await failure.waitFor({ timeout: 5_000 });
    expect(await failure.textContent()).toContain('Something went wrong, please try again.');

    reachable = true;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('form', { name: 'Postal address' })
      .getByLabel('City')
      .waitFor({ timeout: 5_000 });
    await journey.close();
  });

  it('resends the verification e-mail and changes the address with the code', async () => {
    const journey = await open('/profile', { persona: 'unverified-email' });
    const { page } = journey;
    const email = page.getByRole('region', { name: 'E-mail address' });
    await email.getByText('Not verified', { exact: true }).waitFor();
    await email.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /We sent a new verification link to / })
      .waitFor();

    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    await email.getByLabel('New e-mail address').fill('new.address@example.org');
    await email.getByLabel('Current password').fill('correct-horse');
    await email.getByRole('button', { name: 'Send code' }).click();
    await email.getByLabel('Code').fill('123456');
    await email.getByRole('button', { name: 'Confirm new address' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your e-mail address is now new.address@example.org.' })
      .waitFor();

    await page.reload();
    await email.getByText('new.address@example.org', { exact: true }).waitFor();
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows "Old Password: …" beside the old password when it is wrong', async () => {
    const journey = await open('/change-password', { persona: 'monthly-active' });
    const { page } = journey;
    await page.getByLabel('Old password').fill('wrong-horse');
    await page.getByLabel('New password', { exact: true }).fill('battery-staple-42');
    await page.getByLabel('Confirm new password').fill('battery-staple-42');
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.getByText(/^Old Password: .+/).waitFor();
    expect(await page.getByLabel('Old password').inputValue()).toBe('wrong-horse');
    // The mock answers 400, which Chromium logs as a failed resource; nothing else may show.
    expect(journey.problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
    await journey.close();
  });

  it('switches marketing e-mails and keeps the choice after a reload', async () => {
    const journey = await open('/profile', { persona: 'monthly-active' });
    const { page } = journey;
    const toggle = page.getByRole('switch', { name: MARKETING_LABEL });
    await toggle.waitFor({ state: 'attached' });
    const initially = await toggle.isChecked();

    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(!initially);
    await expect.poll(() => toggle.isEnabled()).toBe(true);

    await page.reload();
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(!initially);
    expectNoProblems(journey);
    await journey.close();
  });
});
