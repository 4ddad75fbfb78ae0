import { expect, test } from './support/fixtures.ts';

/**
 * One session across the tabs of a browser (issue 27, item 5; decision 016): signing out in one
 * tab signs out the others at once, rather than leave them reading and writing on an access token
 * that has minutes left.
 */
const onSignInPage = (url: URL) => url.pathname.startsWith('/auth/account/logout');

test.describe('the tabs of one session', () => {
  test('signing out in one tab signs out the other within a second', async ({ open }) => {
    const { page: first } = await open('/profile', { persona: 'monthly-active' });
    await expect(first.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const second = await first.context().newPage();
    await second.goto(new URL('/orders', first.url()).href);
    await expect(second.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    await first.getByRole('button', { name: 'Sign out' }).click();
    const signedOutAt = Date.now();
    await expect(second).toHaveURL(onSignInPage, { timeout: 1_000 });
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    await expect(first).toHaveURL(onSignInPage);
  });
});
