import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, type JourneyPage, useBrowser } from './support/browser.ts';

/**
 * The portal in the customer's language (issue 28): a German and a Japanese browser sign up and
 * cancel in their language, with their dates and money; the language menu switches without a
 * reload; on a 390 px phone, German and the pseudo-locale (40 % longer) fit every main screen. The
 * texts asserted are the catalogues' own translations.
 */
const { open } = useBrowser();

interface Wording {
  locale: string;
  lang: string;
  subscribe: string;
  subscribed: RegExp;
  goToSubscription: string;
  subscriptionHeading: string;
  manage: string;
  cancel: string;
  cancelDialog: string;
  offerPrice: string;
  declineOffer: string;
  survey: string;
  closeSurvey: string;
  /** Money as the customer's locale writes it. */
  total: RegExp;
}

const GERMAN: Wording = {
  locale: 'de-DE',
  lang: 'de',
  subscribe: 'Abonnieren',
  subscribed: /^Sie haben Reason\+ .+ abonniert$/,
  goToSubscription: 'Zu Ihrem Abonnement',
  subscriptionHeading: 'Abonnement',
  manage: 'Abonnement verwalten',
  cancel: 'Abonnement kündigen',
  cancelDialog: 'Abonnement kündigen',
  offerPrice: 'Was Sie mit dem Angebot zahlen',
  declineOffer: 'Nein danke, kündigen',
  survey: 'Helfen Sie uns, besser zu werden',
  closeSurvey: 'Umfrage schließen',
  total: /23,79\s€/,
};

const JAPANESE: Wording = {
  locale: 'ja-JP',
  lang: 'ja',
  subscribe: '申し込む',
  subscribed: /^Reason\+ .+ へのお申し込みが完了しました$/,
  goToSubscription: 'サブスクリプションへ移動',
  subscriptionHeading: 'サブスクリプション',
  manage: 'サブスクリプションの管理',
  cancel: 'サブスクリプションを解約',
  cancelDialog: 'サブスクリプションの解約',
  offerPrice: '特典適用後のお支払い金額',
  declineOffer: 'いいえ、解約します',
  survey: 'サービス向上にご協力ください',
  closeSurvey: 'アンケートを閉じる',
  total: /€23\.79/,
};

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The EU consent, in whichever language: the only checkbox of the checkout. */
async function giveConsent(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox');
  if (await consent.count()) await consent.first().check();
}

describe('a customer whose browser speaks German or Japanese', () => {
  it.each([GERMAN, JAPANESE])(
    '$lang: subscribes, then cancels, in their language',
    async (words) => {
      const journey = await open('/signup', { persona: 'trial-eligible', locale: words.locale });
      const { page } = journey;
      const subscribe = page.getByRole('button', { name: words.subscribe, exact: true });
      await subscribe.waitFor();
      expect(await htmlLang(page)).toBe(words.lang);
      // The price as the customer's locale writes it (the account's currency stays euros).
      await page.getByText(words.total).first().waitFor();
      await giveConsent(page);
      await subscribe.click();
      await page.getByRole('heading', { name: words.subscribed }).waitFor();
      await page.getByRole('link', { name: words.goToSubscription }).click();
      await page.getByRole('heading', { level: 1, name: words.subscriptionHeading }).waitFor();

      await page
        .getByRole('region', { name: words.manage })
        .getByRole('button', { name: words.cancel })
        .click();
      // The customer reads the priced offer, in their language, before declining it.
      const cancelDialog = page.getByRole('dialog', { name: words.cancelDialog });
      const offerPrice = cancelDialog.getByRole('region', { name: words.offerPrice });
      await offerPrice.getByText(/€/).first().waitFor();
      await cancelDialog.getByRole('button', { name: words.declineOffer }).click();
      const survey = page.getByRole('dialog', { name: words.survey });
      await survey.waitFor();
      await survey.getByRole('button', { name: words.closeSurvey }).click();
      expect(await htmlLang(page)).toBe(words.lang);
      expectNoProblems(journey);
      await journey.close();
    },
  );
});

describe('the language menu', () => {
  it('switches the page to another language at once, without a reload, and remembers it', async () => {
    const journey = await open('/profile', { persona: 'monthly-active', locale: 'en-US' });
    const { page } = journey;
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    // A reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('banner').getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Profil', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.evaluate(() => '__samePage' in window)).toBe(true);

    // Other screens follow, and the choice outlives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profil', exact: true }).waitFor();
    expectNoProblems(journey);
    await journey.close();
  });
});

/** Sideways scrolling of the page, and buttons whose text does not fit them. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // The innermost element that reaches past the edge says where to look.
      const past = [...document.querySelectorAll<HTMLElement>('main *')].filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 1 &&
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > root.clientWidth + 1,
          ),
      );
      const where = past[0];
      const name = where ? `${where.tagName} "${(where.textContent ?? '').slice(0, 40)}"` : '';
      problems.push(
        `page ${String(root.scrollWidth)}px wide in ${String(root.clientWidth)}px ${name}`,
      );
    }
    for (const button of document.querySelectorAll<HTMLElement>('button, a[role="button"]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? button;
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`button "${button.textContent ?? ''}" clipped`);
      }
      if (box.right > root.clientWidth + 1)
        problems.push(`button "${button.textContent ?? ''}" off-screen`);
    }
    return problems;
  });
}

describe('a 390 px phone in German and in the pseudo-locale', () => {
  const SCREENS = ['/profile', '/subscription', '/orders', '/receipts', '/products', '/signup'];
  it.each([
    ['de', 'de-DE', ''],
    ['pseudo', 'en-US', '?locale=pseudo'],
  ])(
    '%s: every main screen fits, nothing sideways, no button clipped',
    async (_, locale, query) => {
      const journey: JourneyPage = await open(`/profile${query}`, {
        persona: 'monthly-active',
        width: 390,
        locale,
      });
      const { page } = journey;
      await page.locator('h1').first().waitFor();
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screen);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        found.push(...(await layoutProblems(page)).map((problem) => `${screen}: ${problem}`));
      }
      expect(found).toEqual([]);
      expectNoProblems(journey);
      await journey.close();
    },
  );
});
