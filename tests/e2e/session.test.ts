import { describe, expect, it } from 'vitest';
import { expectNoProblems, useBrowser } from './support/browser.ts';

/**
 * One session across the tabs of a browser (issue 27, item 5; decision 016): signing out in one
 * tab signs out the others at once, rather than leave them reading and writing on an access token
 * that has minutes left.
 */
const { open } = useBrowser();

const onSignInPage = (url: string) => new URL(url).pathname.startsWith('/auth/account/logout');

describe('the tabs of one session', () => {
  it('signing out in one tab signs out the other within a second', async () => {
    const first = await open('/profile', { persona: 'monthly-active' });
    await first.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const second = await first.page.context().newPage();
    await second.goto(new URL('/orders', first.page.url()).href);
    await second.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

    await first.page.getByRole('button', { name: 'Sign out' }).click();
    const signedOutAt = Date.now();
    await second.waitForURL((url) => onSignInPage(url.href), { timeout: 1_000 });
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    await first.page.waitForURL((url) => onSignInPage(url.href));
    expectNoProblems(first);
    await first.close();
  });
});
