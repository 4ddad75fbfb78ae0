/**
 * The portal's languages and how the customer's is chosen (decision 017). Pure: no catalogue, no
 * React, so the entry module can decide before anything else loads.
 */
import type { FormatterKind } from '@/api/bootRequests.ts';

/** The languages with catalogues; English is the source every other is translated from. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type CatalogueLocale = (typeof LOCALES)[number];

/** `pseudo` (only by `?locale=pseudo`): English accented and about 40 % longer, made at run time. */
export type Locale = CatalogueLocale | 'pseudo';

export const SOURCE_LOCALE: CatalogueLocale = 'en';

/* eslint-disable lingui/no-unlocalized-strings -- endonyms and locale tags: never translated */
/** Each language by its own name, as language menus list them: never translated. */
export const LANGUAGE_NAMES: Readonly<Record<CatalogueLocale, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

/**
 * The locale dates and money are written in: the language's home region, so a German reader gets
 * "23,99 €" and an English one "$21.64" whatever the browser's region (Stripe's portal does the
 * same). The pseudo-locale writes them as English does.
 */
export const FORMATTING_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
  pseudo: 'en-US',
};

/** `<html lang>`: the pseudo-locale is English, accented (the usual tag for that is en-XA). */
export const HTML_LANG: Readonly<Record<Locale, string>> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  ja: 'ja',
  pseudo: 'en-XA',
};

/**
 * Makes one formatter of each kind asked, in the language's locales, so that the screen's own cost
 * 1–4 ms: the first formatter a page makes loads ICU's data, 70–130 ms of a 4×-throttled phone
 * measured in Chromium, and the next kinds 10–40 ms more each. Only the kinds the landing screen
 * shows before its content (`LANDING_FORMATTERS` in src/api/bootRequests.ts): any other is main
 * thread taken from the screen, on a repeat visit above all, when the code is cached and nothing
 * is left to wait for. The boot script calls it (this file is compiled into it, so it imports only
 * types) while the main thread would only wait for the app's code; main.tsx where no boot script
 * ran (dev and mock builds). Each in a task of its own, so that an answer arriving meanwhile waits
 * for one formatter at most.
 */
export function warmFormatters(locale: Locale, kinds: readonly FormatterKind[]): void {
  const tag = FORMATTING_LOCALES[locale];
  const make: Record<FormatterKind, () => unknown> = {
    plurals: () => new Intl.NumberFormat(locale).format(0),
    money: () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(0),
    dates: () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(0),
    regionNames: () => new Intl.DisplayNames(tag, { type: 'region' }).of('DE'),
  };
  const formatters = kinds.map((kind) => make[kind]);
  const next = () => {
    formatters.shift()?.();
    if (formatters.length > 0) setTimeout(next);
  };
  if (formatters.length > 0) setTimeout(next);
}

/* eslint-enable lingui/no-unlocalized-strings */

/** Languages written right to left: none of ours yet; `dir` follows this list when one comes. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(HTML_LANG[locale].split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** Where the customer's choice is remembered on this browser. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || LOCALES.some((locale) => locale === value);
}

/** `de-AT` → `de`, `ja` → `ja`, `pt-BR` → undefined. */
function supported(tag: string): CatalogueLocale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language);
}

export interface LocaleHints {
  /** The page's query string: `?locale=de` or `?locale=pseudo` wins over everything. */
  search: string;
  /** What this browser remembered from the language menu. */
  stored: string | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  languages: readonly string[];
}

/** The customer's language: asked in the URL, else chosen before, else the browser's, else English. */
export function detectLocale({ search, stored, languages }: LocaleHints): Locale {
  const asked = new URLSearchParams(search).get('locale');
  if (asked === 'pseudo') return 'pseudo';
  const fromUrl = asked === null ? undefined : supported(asked);
  if (fromUrl) return fromUrl;
  if (isLocale(stored) && stored !== 'pseudo') return stored;
  for (const tag of languages) {
    const locale = supported(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** The same, from this browser. */
export function browserLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the browser's languages decide.
  }
  return detectLocale({
    search: window.location.search,
    stored,
    languages: navigator.languages.length ? navigator.languages : [navigator.language],
  });
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered: the next visit asks the browser's languages again.
  }
}
