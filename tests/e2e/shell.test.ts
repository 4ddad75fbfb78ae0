import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../src/api/errorMessages.ts';
import { paths } from '../../src/config/paths.ts';
import { labelText, NAVIGATION } from '../../src/app/shell/navigation.ts';
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
        .getByRole('link', { name: labelText(item.label), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === item.to);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBeTruthy();
      // The tab (and the history list) names the screen, as the navigation does.
      await expect.poll(() => page.title()).toBe(`${labelText(item.label)} · Your account`);
    }
    expectNoProblems(journey);
    await journey.close();
  });

  it('paints the bouncing-logo loader before any script has arrived, then the screen', async () => {
    // A blank page first, so the hold below is in place before the portal's page is asked for.
    const journey = await open('about:blank');
    const { page } = journey;
    const held: string[] = [];
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await scriptsHeld;
        await route.continue();
      },
    );
    await page.goto(new URL('/profile', inject('baseUrl')).href, { waitUntil: 'commit' });

    const loader = page.getByRole('status', { name: 'Loading' });
    await loader.waitFor({ timeout: 5_000 });
    await expect.poll(() => held).toContainEqual(expect.stringMatching(/^\/assets\/index-.+\.js$/));
    // Over the whole window, the logo (loaded) bouncing in its middle, as FullScreenLoader draws it…
    expect(await loader.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    const logo = loader.getByRole('presentation');
    const animation = () => logo.evaluate((image) => getComputedStyle(image).animationName);
    expect(await animation()).toBe('full-screen-loader-bounce');
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // … and standing still, centred, for a customer who asks their system for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    expect(await logo.boundingBox()).toEqual({ x: 608, y: 418, width: 64, height: 64 });

    releaseScripts();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await loader.count()).toBe(0);
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

  it('keeps services that are down to the screens that need them (persona broken)', async () => {
    const journey = await open('/profile', { persona: 'broken' });
    const { page } = journey;
    // The account service works: the profile shows (decision 016).
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.getByRole('heading', { name: MESSAGES.errorScreenTitle }).count()).toBe(0);
    // The subscription service is down: its screen says so, with Try again.
    await page.getByRole('link', { name: 'Subscription' }).first().click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await failure.getByRole('button', { name: 'Try again' }).waitFor();
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
    const focused = () =>
      page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent);
    const mainInert = () => page.locator('main').evaluate((main) => (main as HTMLElement).inert);

    // Open, the menu covers the screen: what lies under it takes no focus; Escape closes it.
    await burger.click();
    await expect.poll(mainInert).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(mainInert).toBe(false);
    expect(await burger.evaluate((button) => button === document.activeElement)).toBe(true);

    // Following a link closes the menu and puts the focus on the screen it opened.
    await burger.click();
    await page.getByRole('link', { name: 'Subscription', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await expect.poll(focused).toBe('main-content');

    // At 320 px (WCAG reflow) the header still holds its row: nothing wraps out of it. (On a
    // phone the logo stands for "Your account", leaving room for the language and Sign out.)
    await page.setViewportSize({ width: 320, height: 640 });
    const header = await page.locator('header').boundingBox();
    expect(await page.getByText('Your account', { exact: true }).isVisible()).toBe(false);
    for (const part of [
      burger,
      page.getByRole('banner').getByLabel('Language'),
      page.getByRole('button', { name: 'Sign out' }),
    ]) {
      const box = await part.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(header?.y ?? 0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? 0),
      );
    }
    expectNoProblems(journey);
    await journey.close();
  });

  it('shows status badges whole at 320 px', async () => {
    const journey = await open(paths.orders, { width: 320 });
    const { page } = journey;
    const cut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-Badge-label')]
          .filter((label) => label.scrollWidth > label.clientWidth)
          .map((label) => label.textContent),
      );
    for (const path of [paths.orders, paths.coupons]) {
      if (path !== paths.orders) {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('link', { name: 'Coupons', exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
      }
      await expect.poll(() => page.locator('.mantine-Badge-label').count()).toBeGreaterThan(0);
      expect(await cut(), path).toEqual([]);
      // Whole badges fit their card or row: nothing widens the page.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    }
    expectNoProblems(journey);
    await journey.close();
  });

  it('lets a keyboard user skip the navigation', async () => {
    const journey = await open('/profile');
    const { page } = journey;
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab stop is inside the screen, past the navigation.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
    expectNoProblems(journey);
    await journey.close();
  });
});
