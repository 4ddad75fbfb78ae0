import { useSyncExternalStore } from 'react';
import { afterFirstScreen } from '@/shared/scheduling/afterFirstScreen.ts';
import { activeLocale, onLocaleChange } from './i18n.ts';
import type { Locale } from './locales.ts';

/**
 * dayjs's locale for Mantine's date picker, loaded when a language other than English is active
 * (dayjs registers it by itself), from the moment the picker's dialog first opens. Until it has
 * arrived the picker stays in English; neither dayjs nor this module is part of any first load
 * (decision 014).
 */
const DAYJS_LOCALES: Partial<Record<Locale, () => Promise<unknown>>> = {
  de: () => import('dayjs/locale/de.js'),
  fr: () => import('dayjs/locale/fr.js'),
  es: () => import('dayjs/locale/es.js'),
  ja: () => import('dayjs/locale/ja.js'),
};

let loaded = 'en';
const listeners = new Set<() => void>();

function follow(locale: Locale): void {
  const load = DAYJS_LOCALES[locale];
  if (!load) {
    loaded = 'en';
    listeners.forEach((listener) => listener());
    return;
  }
  // After the first screen: the picker opens from a dialog, the screen's own code comes first.
  void afterFirstScreen()
    .then(load)
    .then(() => {
      if (activeLocale() !== locale) return;
      loaded = locale;
      listeners.forEach((listener) => listener());
    });
}

let following = false;

function subscribe(listener: () => void): () => void {
  if (!following) {
    following = true;
    onLocaleChange(() => follow(activeLocale()));
    follow(activeLocale());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dayjs locale the date picker writes months and days in ('de' once loaded, else 'en'). */
export function useDatesLocale(): string {
  return useSyncExternalStore(subscribe, () => loaded);
}
