import { useSyncExternalStore } from 'react';
import { atMost } from '@/shared/scheduling/atMost.ts';
import { TRANSLATION_WAIT_MS } from './catalogues.ts';
import { activeLocale, onLocaleChange } from './i18n.ts';
import type { Locale } from './locales.ts';

/**
 * dayjs's locale for Mantine's date picker, loaded when a language other than English is active
 * (dayjs registers it by itself): with the picker's dialog, which waits for it
 * (`datesLocaleReady`), so that its calendar never shows a German customer English months first,
 * and again when the language changes (the picker is English until the new one has arrived).
 * Neither dayjs nor this module is part of any first load (decision 014).
 */
const DAYJS_LOCALES: Partial<Record<Locale, () => Promise<unknown>>> = {
  de: () => import('dayjs/locale/de.js'),
  fr: () => import('dayjs/locale/fr.js'),
  es: () => import('dayjs/locale/es.js'),
  ja: () => import('dayjs/locale/ja.js'),
};

let loaded = 'en';
const listeners = new Set<() => void>();

/** The picker writes in `locale` from now on. */
function writeIn(locale: string): void {
  if (loaded === locale) return;
  loaded = locale;
  listeners.forEach((listener) => listener());
}

/**
 * The active language's dayjs locale in use: English at once, another once loaded. Settles then,
 * or on a failed load (English stays), or after the translations' own ceiling
 * (`TRANSLATION_WAIT_MS`), the picker taking the locale when it comes. Also how the picker follows
 * a change of language.
 */
export function datesLocaleReady(): Promise<void> {
  const locale = activeLocale();
  const load = DAYJS_LOCALES[locale];
  if (!load) {
    writeIn('en');
    return Promise.resolve();
  }
  const inUse = load().then(
    () => {
      if (activeLocale() === locale) writeIn(locale);
    },
    () => undefined,
  );
  return atMost(inUse, TRANSLATION_WAIT_MS);
}

let following = false;

function subscribe(listener: () => void): () => void {
  if (!following) {
    following = true;
    const follow = () => void datesLocaleReady();
    onLocaleChange(follow);
    follow();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dayjs locale the date picker writes months and days in ('de' once loaded, else 'en'). */
export function useDatesLocale(): string {
  return useSyncExternalStore(subscribe, () => loaded);
}
