import { paths } from '../../src/config/paths.ts';
import type { Page } from '@playwright/test';
import { expect, settled, test, trackInFlight } from './support/fixtures.ts';
import { MESSAGES } from './support/messages.ts';
import { NAVIGATION } from './support/navigation.ts';

/** Expected failures (a 401 refresh, a 500 load) show in the console as resource errors; nothing else may. */
const resourceError = (problem: string) => problem.startsWith('Failed to load resource');

/** Whether the page has fetched a file whose path matches. */
const fetchedBy = (page: Page) => (file: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
    file.source,
  );

test.describe('the portal shell on the mocks', () => {
  test('renders every route of the navigation for the default persona, with no console errors', async ({
    open,
  }) => {
    const { page } = await open('/profile');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    // The shell draws the navigation's items, each a link to its route, and nothing else.
    const drawn = await navigation.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        label: link.textContent?.trim() ?? '',
        to: new URL((link as HTMLAnchorElement).href).pathname,
      })),
    );
    expect(drawn).toEqual(NAVIGATION);
    for (const item of NAVIGATION) {
      await navigation.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.to);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
      // The tab (and the history list) names the screen, as the navigation does.
      await expect(page).toHaveTitle(`${item.label} · Your account`);
    }
  });

  test('paints the bouncing-logo loader before any script has arrived, then the screen', async ({
    open,
    baseURL,
  }) => {
    // A blank page first, so the hold below is in place before the portal's page is asked for.
    const { page } = await open('about:blank');
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
    await page.goto(new URL('/profile', baseURL).href, { waitUntil: 'commit' });

    const loader = page.getByRole('status', { name: 'Loading' });
    await expect(loader).toBeVisible({ timeout: 5_000 });
    await expect.poll(() => held).toContainEqual(expect.stringMatching(/^\/assets\/index-.+\.js$/));
    // Over the whole window, the logo (loaded) bouncing in its middle, as FullScreenLoader draws it…
    expect(await loader.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    // The logo is drawn in the page itself (inline SVG): nothing to wait for.
    const logo = loader.locator('svg');
    await expect(logo).toHaveCSS('animation-name', 'full-screen-loader-bounce');
    await expect(logo.locator('rect')).toHaveAttribute('fill', '#862e9c');
    // … and standing still, centred, for a customer who asks their system for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(logo).toHaveCSS('animation-name', 'none');
    expect(await logo.boundingBox()).toEqual({ x: 608, y: 418, width: 64, height: 64 });

    releaseScripts();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });

  test('replaces / with /profile', async ({ open }) => {
    const { page } = await open('/');
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    // Replaced, not pushed: going back leaves the portal instead of landing on / again.
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('lands /products on /products/applications', async ({ open }) => {
    const { page } = await open('/products');
    await expect(page).toHaveURL((url) => url.pathname === '/products/applications');
  });

  for (const path of ['/no/such/page', '/404/']) {
    test(`shows the not-found text on ${path}`, async ({ open }) => {
      const { page } = await open(path);
      await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
    });
  }

  test('keeps services that are down to the screens that need them (persona broken)', async ({
    open,
  }) => {
    const { page } = await open('/profile', { persona: 'broken', expected: resourceError });
    // The account service works: the profile shows (decision 016).
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.errorScreenTitle })).toHaveCount(0);
    // The subscription service is down: its screen says so, with Try again.
    await page.getByRole('link', { name: 'Subscription' }).first().click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('lets an anonymous visitor reach /signup and sends them to sign in from /profile', async ({
    open,
  }) => {
    let pending = () => 0;
    const { page } = await open('/signup', {
      persona: 'anonymous',
      prepare: async (page) => {
        pending = trackInFlight(page);
      },
      expected: resourceError,
    });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signup');
    // Left once its loading has settled, so nothing is checked on a page left mid-request.
    await settled(pending);
    await page.goto(new URL('/profile', page.url()).href);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/account/logout');
    await expect(page.getByRole('heading', { name: 'Sign in (mock backend)' })).toBeVisible();
  });

  test('collapses the navigation into a burger menu on small screens', async ({ open }) => {
    const { page } = await open('/profile', { width: 390 });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(burger).toBeVisible();
    const main = page.locator('main');

    // Open, the menu covers the screen: what lies under it takes no focus; Escape closes it.
    await burger.click();
    await expect(main).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(main).toHaveJSProperty('inert', false);
    await expect(burger).toBeFocused();

    // Following a link closes the menu and puts the focus on the screen it opened.
    await burger.click();
    await page.getByRole('link', { name: 'Subscription', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/subscription');
    await expect(page.locator('#main-content')).toBeFocused();

    // At 320 px (WCAG reflow) the header still holds its row: nothing wraps out of it. (On a
    // phone the logo stands for "Your account", leaving room for the language and Sign out.)
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByText('Your account', { exact: true })).toBeHidden();
    const header = await page.locator('header').boundingBox();
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
  });

  test('shows status badges whole at 320 px', async ({ open }) => {
    const { page } = await open(paths.orders, { width: 320 });
    // The badges, drawn by the stylesheet (mantineLooks.module.css).
    const BADGES = '[class*="_badge_"]';
    const badges = page.locator(BADGES);
    const cut = () =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)]
            .filter((label) => label.scrollWidth > label.clientWidth)
            .map((label) => label.textContent),
        BADGES,
      );
    for (const path of [paths.orders, paths.coupons]) {
      if (path !== paths.orders) {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('link', { name: 'Coupons', exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === path);
      }
      await expect(badges.first()).toBeAttached();
      expect(await cut(), path).toEqual([]);
      // Whole badges fit their card or row: nothing widens the page.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    }
  });

  test('lets a keyboard user skip the navigation', async ({ open }) => {
    const { page } = await open('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab stop is inside the screen, past the navigation.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  });

  test('fetches what a link or an action opens on the intent to use it, in German with the rest of the language', async ({
    open,
  }) => {
    const { page } = await open('/subscription', { persona: 'monthly-active', locale: 'de-DE' });
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
    const fetched = fetchedBy(page);
    // The first screen has its own German: the rest waits for the customer to reach for more.
    await page.waitForLoadState('networkidle');
    expect(await fetched(/\/language-de-[^/]+\.js$/)).toBe(false);
    expect(await fetched(/\/OrdersScreen-[^/]+\.js$/)).toBe(false);

    const orders = page.getByRole('link', { name: 'Bestellungen', exact: true });
    await orders.hover();
    await expect.poll(() => fetched(/\/OrdersScreen-[^/]+\.js$/)).toBe(true);
    await expect.poll(() => fetched(/\/language-de-[^/]+\.js$/)).toBe(true);

    expect(await fetched(/\/CancelModal-[^/]+\.js$/)).toBe(false);
    await page.getByRole('button', { name: 'Abonnement kündigen' }).hover();
    await expect.poll(() => fetched(/\/CancelModal-[^/]+\.js$/)).toBe(true);

    await orders.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  });

  test('shows the payment tab without the card form’s code, which comes on the intent to update', async ({
    open,
  }) => {
    // Where an expiring card's e-mail leads: the payment method, perhaps never its form.
    const { page } = await open('/subscription?tab=payment', {
      persona: 'monthly-active',
      locale: 'de-DE',
    });
    const section = page.getByRole('region', { name: 'Zahlungsmethode' });
    await expect(section.getByText('Visa mit Endziffern 4242')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetched = fetchedBy(page);
    expect(await fetched(/\/PaymentMethodModals-[^/]+\.js$/)).toBe(false);

    const update = section.getByRole('button', { name: 'Zahlungsmethode aktualisieren' });
    await update.hover();
    await expect.poll(() => fetched(/\/PaymentMethodModals-[^/]+\.js$/)).toBe(true);
    await update.click();
    const dialog = page.getByRole('dialog', { name: 'Zahlungsmethode ersetzen' });
    await expect(dialog.getByRole('button', { name: 'Zahlungsmethode speichern' })).toBeVisible();
  });
});
