import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/errorMessages.ts';
import { NAVIGATION } from '../../src/app/shell/navigation.ts';
import {
  expectNoProblems,
  gotoWhenSettled,
  type JourneyPage,
  useBrowser,
} from './support/browser.ts';

const { open } = useBrowser();

/** Expected failures (a 401 refresh, a 500 load) show in the console as resource errors; nothing else may. */
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

describe('the portal shell on the mocks', () => {
  it('renders every route of the navigation for the default persona, with no console errors', async () => {
    const journey = await open('/profile');
    const { page } = journey;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    for (const item of NAVIGATION.flatMap((section) => section.items)) {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: item.label, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === item.to);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBeTruthy();
      // The tab (and the history list) names the screen, as the navigation does.
      await expect.poll(() => page.title()).toBe(`${item.label} · Your account`);
    }
    expectNoProblems(journey);
    await journey.close();
  });

  it('replaces / with /profile', async () => {
    const journey = await open('/');
    await journey.page.waitForURL((url) => url.pathname === '/profile');
    // Replaced, not pushed: going back leaves the portal instead of landing on / again.
    await journey.page.goBack();
    expect(journey.page.url()).toBe('about:blank');
    expectNoProblems(journey);
    await journey.close();
  });

  it('lands /products on /products/applications', async () => {
    const journey = await open('/products');
    await journey.page.waitForURL((url) => url.pathname === '/products/applications');
    expectNoProblems(journey);
    await journey.close();
  });

  it.each(['/no/such/page', '/404/'])('shows the not-found text on %s', async (path) => {
    const journey = await open(path);
    await expect.poll(() => journey.page.getByText(MESSAGES.notFound).isVisible()).toBe(true);
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows the error screen when the initial data load fails (persona broken)', async () => {
    const journey = await open('/profile', { persona: 'broken' });
    await expect
      .poll(() =>
        journey.page.getByRole('heading', { name: MESSAGES.errorScreenTitle }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => journey.page.getByRole('link', { name: 'Visit the help center' }).isVisible())
      .toBe(true);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('lets an anonymous visitor reach /signup and sends them to sign in from /profile', async () => {
    const journey = await open('/signup', { persona: 'anonymous' });
    await expect
      .poll(() => journey.page.getByRole('heading', { level: 1 }).first().isVisible())
      .toBe(true);
    expect(new URL(journey.page.url()).pathname).toBe('/signup');
    await gotoWhenSettled(journey.page, new URL('/profile', journey.page.url()).href);
    await journey.page.waitForURL((url) => url.pathname === '/auth/account/logout');
    await expect
      .poll(() => journey.page.getByRole('heading', { name: 'Sign in (mock backend)' }).isVisible())
      .toBe(true);
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('collapses the navigation into a burger menu on small screens', async () => {
    const journey = await open('/profile', { width: 390 });
    const { page } = journey;
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect.poll(() => burger.isVisible()).toBe(true);
    await burger.click();
    await page.getByRole('link', { name: 'Subscription', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    expectNoProblems(journey);
    await journey.close();
  });
});
