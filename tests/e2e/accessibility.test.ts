import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { labelText, NAVIGATION } from '../../src/app/shell/navigation.ts';
import { paths } from '../../src/config/paths.ts';
import { formatFindings, type Finding, useAxe } from './support/axe.ts';
import {
  expectNoProblems,
  gotoWhenSettled,
  type JourneyPage,
  useBrowser,
} from './support/browser.ts';

// A toast closing on its own timer would otherwise fade out while axe measures its contrast,
// blended with what lies under it: a finding no customer can see.
const { open } = useBrowser({ reducedMotion: 'reduce' });
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
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  await expect.poll(() => page.locator(LOADERS).count()).toBe(0);
  await still(page);
}

/** Collects what the scans find across a journey; asserted once at its end. */
function findingsOf(page: Page) {
  const findings: Finding[] = [];
  return {
    async check(where: string) {
      await settled(page);
      findings.push(...(await scan(page, where)));
    },
    expectNone() {
      expect(findings, formatFindings(findings)).toEqual([]);
    },
  };
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);
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
const unexpected = (journey: JourneyPage) =>
  journey.problems.filter((problem) => !problem.startsWith('Failed to load resource'));

const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');

async function dismiss(page: Page, opened: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });
}

describe('accessibility: axe-core finds nothing serious or critical', () => {
  it('on every route of the navigation, the subscription tabs and the e-mail change steps', async () => {
    const journey = await open(paths.profile, { persona: 'monthly-active' });
    const { page } = journey;
    const axe = findingsOf(page);
    await axe.check(paths.profile);

    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    const change = page.getByRole('form', { name: 'Change e-mail address' });
    await axe.check(`${paths.profile}: e-mail change`);
    await change.getByLabel('New e-mail address').fill('maja.new@example.com');
    await change.getByLabel('Current password').fill('correct-horse');
    await change.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('form', { name: 'Confirm the new e-mail address' }).waitFor();
    await axe.check(`${paths.profile}: e-mail change, code step`);

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of NAVIGATION.flatMap((section) => section.items)) {
      if (item.to === paths.profile) continue;
      await navigation.getByRole('link', { name: labelText(item.label), exact: true }).click();
      await page.waitForURL((url) => url.pathname === item.to);
      await axe.check(item.to);
      if (item.to === paths.subscription) {
        // Each tab's panel is a region named like the tab.
        for (const tab of ['Payment method', 'Invoices']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('region', { name: tab }).waitFor();
          await axe.check(`${item.to}: ${tab} tab`);
        }
      }
    }
    axe.expectNone();
    expectNoProblems(journey);
    await journey.close();
  });

  it('on the screens outside the shell, and in the 3-D Secure challenge', async () => {
    // One page, signed in afresh as each persona by the URL: quicker than a browser context each.
    const journey = await open(paths.signup, { persona: 'trial-eligible' });
    const { page } = journey;
    const axe = findingsOf(page);
    const visit = async (path: string, persona: string) => {
      const url = new URL(path, page.url());
      url.searchParams.set('persona', persona);
      await gotoWhenSettled(page, url.href);
    };
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
    await challenge.waitFor();
    await axe.check(`${paths.subscription}: 3-D Secure challenge (threeds)`);
    await challenge.getByRole('button', { name: 'Approve' }).click();
    await challenge.waitFor({ state: 'detached' });

    axe.expectNone();
    expect(unexpected(journey)).toEqual([]);
    await journey.close();
  });

  it('in every modal of the subscription screen, through cancel, pause and reactivate', async () => {
    const journey = await open(paths.subscription, { persona: 'monthly-active' });
    const { page } = journey;
    const axe = findingsOf(page);
    const actions = page.getByRole('region', { name: 'Manage your subscription' });
    await actions.waitFor();

    // Each action the running subscription allows, looked at and left alone.
    const labels = await actions.getByRole('button').allTextContents();
    expect(labels).toContain('Cancel subscription');
    for (const label of labels.filter((text) => text !== 'Update payment method')) {
      await actions.getByRole('button', { name: label, exact: true }).click();
      const modal = dialog(page);
      await modal.waitFor();
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
    await callOff.waitFor();
    await axe.check(`${paths.subscription}: "Call off the pause" modal`);
    await callOff.getByRole('button', { name: 'Call off the pause' }).click();
    await callOff.waitFor({ state: 'detached' });

    // Declining the offer cancels; the exit survey follows, then reactivating.
    await actions.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog(page, 'Cancel your subscription')
      .getByRole('button', { name: 'No thanks, cancel' })
      .click();
    const survey = dialog(page, 'Help us improve');
    await survey.waitFor();
    await axe.check(`${paths.subscription}: exit survey`);
    await dismiss(page, survey);
    await actions.getByRole('button', { name: 'Reactivate' }).click();
    const reactivate = dialog(page, 'Reactivate your subscription');
    await reactivate.waitFor();
    await axe.check(`${paths.subscription}: "Reactivate" modal`);
    await dismiss(page, reactivate);

    // The payment method's modals: the form (with its test card list open) and the removal.
    await page.getByRole('tab', { name: 'Payment method' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await payment.getByRole('button', { name: 'Replace payment method' }).click();
    const form = dialog(page, 'Replace your payment method');
    await form.waitFor();
    await axe.check(`${paths.subscription}: payment method form`);
    await form.getByLabel('Test card (mock billing provider)').click();
    await page.getByRole('listbox').waitFor();
    await axe.check(`${paths.subscription}: payment method form, test cards open`);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await dismiss(page, form);
    await payment.getByRole('button', { name: 'Remove payment method' }).click();
    const remove = dialog(page, 'Remove your payment method');
    await remove.waitFor();
    await axe.check(`${paths.subscription}: "Remove payment method" modal`);
    await dismiss(page, remove);

    axe.expectNone();
    expectNoProblems(journey);
    await journey.close();
  });

  it('in the transfer confirmation, the deauthorize confirmation and the burger navigation', async () => {
    const journey = await open(paths.transfer, { persona: 'monthly-active', width: 390 });
    const { page } = journey;
    const axe = findingsOf(page);

    // Closed, the navigation is only slid out of view: it must be inert, not just unseen.
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const inert = () =>
      page.locator('#main-navigation').evaluate((nav) => (nav as HTMLElement).inert);
    await expect.poll(inert).toBe(true);
    await burger.click();
    await expect.poll(inert).toBe(false);
    await axe.check(`${paths.transfer}: burger navigation open (390 px)`);
    await burger.click();
    await expect.poll(inert).toBe(true);

    await page.getByRole('combobox', { name: 'License to transfer' }).click();
    await page.getByRole('listbox').waitFor();
    await axe.check(`${paths.transfer}: license list open`);
    await page.getByRole('listbox').getByRole('option').first().click();
    await page
      .getByRole('textbox', { name: "New owner's e-mail address" })
      .fill('jonas.berg@example.com');
    await page.getByRole('button', { name: 'Review and confirm' }).click();
    const confirm = dialog(page, 'Confirm the transfer');
    await confirm.waitFor();
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
    await deauthorize.waitFor();
    await axe.check(`${paths.authorizedComputers}: deauthorize confirmation`);
    await dismiss(page, deauthorize);

    axe.expectNone();
    expectNoProblems(journey);
    await journey.close();
  });
});

describe('keyboard only', () => {
  it('cancels (declining the offer) and reactivates; focus moves into each modal and back', async () => {
    const journey = await open(paths.subscription, { persona: 'monthly-active' });
    const { page } = journey;
    const actions = page.getByRole('region', { name: 'Manage your subscription' });
    const summary = page.getByRole('region', { name: /^Reason\+/ });
    const cancel = actions.getByRole('button', { name: 'Cancel subscription' });

    // Open, leave with Escape: the focus goes into the modal and comes back to its button.
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const offer = dialog(page, 'Cancel your subscription');
    await offer.waitFor();
    await expect.poll(() => holdsFocus(offer)).toBe(true);
    await dismiss(page, offer);
    await expect.poll(() => isFocused(cancel)).toBe(true);

    // Open again with Space, and decline the offer.
    await page.keyboard.press('Space');
    await offer.waitFor();
    await expect.poll(() => holdsFocus(offer)).toBe(true);
    await tabTo(page, offer.getByRole('button', { name: 'No thanks, cancel' }));
    await page.keyboard.press('Enter');
    await summary.getByText('Active until December 14, 2026; it will not renew.').waitFor();

    // The cancel button is gone with the cancel: the focus goes to the actions' heading. The exit
    // survey then takes it, and Escape gives it back there, next to the reactivate button.
    const heading = actions.getByRole('heading', { name: 'Manage your subscription' });
    await expect.poll(() => isFocused(heading)).toBe(true);
    const survey = dialog(page, 'Help us improve');
    await survey.waitFor();
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
    await expect.poll(() => isFocused(heading)).toBe(true);

    const reactivate = actions.getByRole('button', { name: 'Reactivate' });
    await tabTo(page, reactivate);
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Reactivate your subscription');
    await confirm.waitFor();
    await expect.poll(() => holdsFocus(confirm)).toBe(true);
    await dismiss(page, confirm);
    await expect.poll(() => isFocused(reactivate)).toBe(true);

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Reactivate subscription' }));
    await page.keyboard.press('Enter');
    await summary.getByText('Renews on December 14, 2026.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(heading)).toBe(true);
    expectNoProblems(journey);
    await journey.close();
  });
});
