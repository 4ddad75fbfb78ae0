import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { formatFindings, type Finding, useAxe } from './support/axe.ts';
import {
  expect,
  type Journey,
  type OpenOptions,
  settled,
  test,
  trackInFlight,
} from './support/fixtures.ts';

// A toast closing on its own timer would otherwise fade out while axe measures its contrast,
// blended with what lies under it: a finding no customer can see.
const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;
const { scan } = useAxe();

/** Every loader of the portal is labelled "Loading …" or "… is loading". */
const LOADERS = '[aria-label^="Loading"], [aria-label$="is loading"]';

/** Nothing is moving any more: transitions (a modal fading in) are over; spinners don't count. */
async function still(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** The screen is drawn: its heading is up, nothing is loading and nothing is moving. */
async function drawn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(LOADERS)).toHaveCount(0);
  await still(page);
}

/** Collects what the scans find across a journey; asserted once at its end. */
function findingsOf(page: Page) {
  const findings: Finding[] = [];
  return {
    async check(where: string) {
      await drawn(page);
      findings.push(...(await scan(page, where)));
    },
    expectNone() {
      expect(findings, formatFindings(findings)).toEqual([]);
    },
  };
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);
/** The focus is in `container`, or in a frame inside it (another document). */
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  await target.waitFor();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Expected failures (the broken persona's 500s, an anonymous 401) show as resource errors. */
const resourceError = (problem: string) => problem.startsWith('Failed to load resource');

/**
 * One page, signed in afresh as each persona by the URL: quicker than a browser context each.
 * `visit` leaves for a path as a persona once the page has settled: never a page left mid-request.
 */
async function asEachPersona(
  open: (path: string, options?: OpenOptions) => Promise<Journey>,
  path: string,
  persona: string,
) {
  let pending = () => 0;
  const { page } = await open(path, {
    persona,
    ...REDUCED_MOTION,
    prepare: async (opened) => {
      pending = trackInFlight(opened);
    },
    expected: resourceError,
  });
  const visit = async (to: string, as: string) => {
    const url = new URL(to, page.url());
    url.searchParams.set('persona', as);
    await settled(pending);
    await page.goto(url.href);
  };
  return { page, visit };
}

/**
 * The navigation's routes as the shell draws them, one link per item of NAVIGATION
 * (src/app/shell/navigation.ts, whose labels are Lingui macros Playwright Test cannot import):
 * each link's name and the path it leads to.
 */
async function navigationItems(navigation: Locator): Promise<{ label: string; to: string }[]> {
  await expect(navigation.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  const items = await navigation.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      label: link.textContent?.trim() ?? '',
      to: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
  // Every section of it: the account's screens and the products'.
  for (const to of [paths.subscription, paths.orders, paths.transfer]) {
    expect(items.map((item) => item.to)).toContain(to);
  }
  return items;
}

const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');

async function dismiss(page: Page, opened: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);
}

test.describe('accessibility: axe-core finds nothing serious or critical', () => {
  // A scan takes one to three seconds on a loaded machine, and a journey here makes up to 15.
  test.describe.configure({ timeout: 120_000 });

  test('on every route of the navigation, the subscription tabs and the e-mail change steps', async ({
    open,
  }) => {
    const { page } = await open(paths.profile, { persona: 'monthly-active', ...REDUCED_MOTION });
    const axe = findingsOf(page);
    await axe.check(paths.profile);

    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    const change = page.getByRole('form', { name: 'Change e-mail address' });
    await axe.check(`${paths.profile}: e-mail change`);
    await change.getByLabel('New e-mail address').fill('maja.new@example.com');
    await change.getByLabel('Current password').fill('correct-horse');
    await change.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('form', { name: 'Confirm the new e-mail address' })).toBeVisible();
    await axe.check(`${paths.profile}: e-mail change, code step`);

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of await navigationItems(navigation)) {
      if (item.to === paths.profile) continue;
      await navigation.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === item.to);
      await axe.check(item.to);
      if (item.to === paths.subscription) {
        // Each tab's panel is a region named like the tab.
        for (const tab of ['Payment method', 'Invoices']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('region', { name: tab })).toBeVisible();
          await axe.check(`${item.to}: ${tab} tab`);
        }
      }
    }
    axe.expectNone();
  });

  test('on the screens outside the shell, and in the 3-D Secure challenge', async ({ open }) => {
    const { page, visit } = await asEachPersona(open, paths.signup, 'trial-eligible');
    const axe = findingsOf(page);
    await axe.check(`${paths.signup} (trial-eligible)`);
    await visit(paths.signup, 'anonymous');
    await axe.check(`${paths.signup} (anonymous)`);
    await visit('/no/such/page', 'monthly-active');
    await axe.check('not found');
    // A toast with a title and a message; held open by the pointer resting on it.
    await visit(paths.signup, 'monthly-active');
    const toast = page.getByText('You already have Reason+');
    await toast.hover();
    await axe.check(`${paths.subscription}: the "already subscribed" toast`);
    await visit(paths.profile, 'broken');
    await axe.check('error screen (broken)');
    await visit('/auth/account/logout', 'monthly-active');
    await axe.check('mock sign-in page');

    await visit(`${paths.subscription}?tab=payment`, 'threeds');
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await dialog(page, 'Replace your payment method')
      .getByRole('button', { name: 'Save payment method' })
      .click();
    const challenge = dialog(page, 'Confirm your payment (3-D Secure)');
    await expect(challenge).toBeVisible();
    await axe.check(`${paths.subscription}: 3-D Secure challenge (threeds)`);
    await challenge.getByRole('button', { name: 'Approve' }).click();
    await expect(challenge).toHaveCount(0);

    axe.expectNone();
  });

  test('on the filled badges of every colour: a coupon in use, a canceled and an expired subscription, an expired card', async ({
    open,
  }) => {
    // Their text is black or white as the colour asks (mantineLooks.module.css): white on green
    // was 3.5:1.
    const { page, visit } = await asEachPersona(open, paths.coupons, 'monthly-trial');
    const axe = findingsOf(page);
    const badge = (text: string) => page.locator('[class*="_badge_"]', { hasText: text }).first();
    await expect(badge('In use')).toBeVisible();
    await axe.check(`${paths.coupons}: a coupon in use (monthly-trial)`);
    for (const [path, persona, text] of [
      [paths.subscription, 'annual-canceled', 'Canceled'],
      [paths.subscription, 'expired', 'Expired'],
      [`${paths.subscription}?tab=payment`, 'expired-card', 'Expired'],
    ] as const) {
      await visit(path, persona);
      await expect(badge(text)).toBeVisible();
      await axe.check(`${path}: the ${text} badge (${persona})`);
    }
    axe.expectNone();
  });

  test('in every modal of the subscription screen, through cancel, pause and reactivate', async ({
    open,
  }) => {
    const { page } = await open(paths.subscription, {
      persona: 'monthly-active',
      ...REDUCED_MOTION,
    });
    const axe = findingsOf(page);
    const actions = page.getByRole('region', { name: 'Manage your subscription' });
    await expect(actions.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

    // Each action the running subscription allows, looked at and left alone.
    const labels = await actions.getByRole('button').allTextContents();
    expect(labels).toContain('Cancel subscription');
    for (const label of labels.filter((text) => text !== 'Update payment method')) {
      await actions.getByRole('button', { name: label, exact: true }).click();
      const modal = dialog(page);
      await expect(modal).toBeVisible();
      await axe.check(`${paths.subscription}: "${label}" modal`);
      await dismiss(page, modal);
    }

    // A scheduled pause brings the modal that calls it off.
    await actions.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog(page, 'Pause your subscription')
      .getByRole('button', { name: 'Pause subscription' })
      .click();
    await actions.getByRole('button', { name: 'Call off the pause' }).click();
    const callOff = dialog(page, 'Call off the scheduled pause');
    await expect(callOff).toBeVisible();
    await axe.check(`${paths.subscription}: "Call off the pause" modal`);
    await callOff.getByRole('button', { name: 'Call off the pause' }).click();
    await expect(callOff).toHaveCount(0);

    // Declining the offer cancels; the exit survey follows, then reactivating.
    await actions.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog(page, 'Cancel your subscription')
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    const survey = dialog(page, 'Help us improve');
    await expect(survey).toBeVisible();
    await axe.check(`${paths.subscription}: exit survey`);
    await dismiss(page, survey);
    await actions.getByRole('button', { name: 'Reactivate' }).click();
    const reactivate = dialog(page, 'Reactivate your subscription');
    await expect(reactivate).toBeVisible();
    await axe.check(`${paths.subscription}: "Reactivate" modal`);
    await dismiss(page, reactivate);

    // The payment method's modals: the form (with its test card list open) and the removal.
    await page.getByRole('tab', { name: 'Payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.getByRole('button', { name: 'Replace payment method' }).click();
    const form = dialog(page, 'Replace your payment method');
    await expect(form).toBeVisible();
    await axe.check(`${paths.subscription}: payment method form`);
    await form.getByLabel('Test card (mock billing provider)').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await axe.check(`${paths.subscription}: payment method form, test cards open`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await dismiss(page, form);
    await payment.getByRole('button', { name: 'Remove payment method' }).click();
    const remove = dialog(page, 'Remove your payment method');
    await expect(remove).toBeVisible();
    await axe.check(`${paths.subscription}: "Remove payment method" modal`);
    await dismiss(page, remove);

    axe.expectNone();
  });

  test('in the transfer confirmation, the deauthorize confirmation and the burger navigation', async ({
    open,
  }) => {
    const { page } = await open(paths.transfer, {
      persona: 'monthly-active',
      width: 390,
      ...REDUCED_MOTION,
    });
    const axe = findingsOf(page);

    // Closed, the navigation is only slid out of view: it must be inert, not just unseen.
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const navigation = page.locator('#main-navigation');
    await expect(navigation).toHaveJSProperty('inert', true);
    await burger.click();
    await expect(navigation).toHaveJSProperty('inert', false);
    await axe.check(`${paths.transfer}: burger navigation open (390 px)`);
    await burger.click();
    await expect(navigation).toHaveJSProperty('inert', true);

    // The browser's own select: its open list is the browser's, not the page's, to check.
    const licenses = page.getByRole('combobox', { name: 'License to transfer' });
    await licenses.selectOption({ index: 1 });
    await expect(licenses).not.toHaveValue('');
    await page
      .getByRole('textbox', { name: "New owner's e-mail address" })
      .fill('jonas.berg@example.com');
    await page.getByRole('button', { name: 'Review and confirm' }).click();
    const confirm = dialog(page, 'Confirm the transfer');
    await expect(confirm).toBeVisible();
    await axe.check(`${paths.transfer}: password confirmation`);
    await dismiss(page, confirm);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Authorized computers' })
      .click();
    const computer = page.getByRole('article').first();
    await computer.getByRole('button', { name: 'Deauthorize' }).click();
    const deauthorize = dialog(page);
    await expect(deauthorize).toBeVisible();
    await axe.check(`${paths.authorizedComputers}: deauthorize confirmation`);
    await dismiss(page, deauthorize);

    axe.expectNone();
  });
});

test.describe('keyboard only', () => {
  test('cancels (declining the offer) and reactivates; focus moves into each modal and back', async ({
    open,
  }) => {
    const { page } = await open(paths.subscription, {
      persona: 'monthly-active',
      ...REDUCED_MOTION,
    });
    const actions = page.getByRole('region', { name: 'Manage your subscription' });
    const summary = page.getByRole('region', { name: /^Reason\+/ });
    const cancel = actions.getByRole('button', { name: 'Cancel subscription' });

    // Open, leave with Escape: the focus goes into the modal and comes back to its button.
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const offer = dialog(page, 'Cancel your subscription');
    await expect(offer).toBeVisible();
    await expect.poll(() => holdsFocus(offer)).toBe(true);
    await dismiss(page, offer);
    await expect(cancel).toBeFocused();

    // Open again with Space, and decline the offer.
    await page.keyboard.press('Space');
    await expect(offer).toBeVisible();
    await expect.poll(() => holdsFocus(offer)).toBe(true);
    await tabTo(page, offer.getByRole('button', { name: 'No thanks, cancel' }));
    await page.keyboard.press('Enter');
    await expect(
      summary.getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeVisible();

    // The cancel button is gone with the cancel: the focus goes to the actions' heading. The exit
    // survey then takes it, and Escape gives it back there, next to the reactivate button.
    const heading = actions.getByRole('heading', { name: 'Manage your subscription' });
    await expect(heading).toBeFocused();
    const survey = dialog(page, 'Help us improve');
    await expect(survey).toBeVisible();
    await expect.poll(() => holdsFocus(survey)).toBe(true);
    // Tab goes round inside the survey, through its frame (another document), never behind it.
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(survey)).toBe(true);
    }
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await holdsFocus(survey)).toBe(true);
    }
    await survey.getByRole('button', { name: 'Close the survey' }).focus();
    await dismiss(page, survey);
    await expect(heading).toBeFocused();

    const reactivate = actions.getByRole('button', { name: 'Reactivate' });
    await tabTo(page, reactivate);
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Reactivate your subscription');
    await expect(confirm).toBeVisible();
    await expect.poll(() => holdsFocus(confirm)).toBe(true);
    await dismiss(page, confirm);
    await expect(reactivate).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Reactivate subscription' }));
    await page.keyboard.press('Enter');
    await expect(summary.getByText('Renews on December 14, 2026.')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(heading).toBeFocused();
  });
});
