import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  type CatalogueLocale,
  FORMATTING_LOCALES,
  HTML_LANG,
  type Locale,
  rememberLocale,
  SOURCE_LOCALE,
  textDirection,
} from './locales.ts';
import {
  englishWhereMissing,
  loadCatalogues,
  prefetchTranslations,
  translationsLoaded,
} from './catalogues.ts';

/**
 * The one i18n instance (Lingui's, decision 017) and how a language becomes the active one. Every
 * converted folder keeps its catalogues in `<folder>/locales/<locale>.po` (lingui.config.ts), and
 * they travel with the folder's code (./catalogues.ts): English inside the code's own chunk, any
 * other language as each chunk's own file, the landing screen's preloaded with the app's code, and
 * as one whole catalogue fetched on the customer's first intent to open another part
 * (src/shared/scheduling/onIntent.ts).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function show(locale: Locale): void {
  i18n.activate(locale);
  // Before React renders the change: a folder whose download failed reads in English.
  englishWhereMissing(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[locale];
    document.documentElement.dir = textDirection(locale);
    // index.html's own loader, shown until React's first render replaces it, names itself in the
    // customer's language too (the page says "Loading" until the language's catalogue is here).
    document.querySelector('#root > .full-screen-loader')?.setAttribute('aria-label', t`Loading`);
  }
  listeners.forEach((listener) => listener());
}

/** The language asked for last: the one shown once its download ends (see `activateLocale`). */
let latest: Locale | undefined;

/** English at once, with no await: tests and the configuration error need no download. */
export function activateEnglish(): void {
  // The last call wins here too: a language still downloading must not replace English when it
  // arrives (a test's switch to German finishing in the next test, or the next file).
  latest = SOURCE_LOCALE;
  // English is registered with the code that uses it, but a later chunk's, which comes in its
  // files: a file that fails is that part's failure (cataloguesReady), not this call's.
  void loadCatalogues(SOURCE_LOCALE).catch(() => undefined);
  show(SOURCE_LOCALE);
}

/**
 * Downloads the language's catalogue (English is here already) and makes it the active one: every
 * `t`/`<Trans>` re-renders in it, `<html lang>` and `dir` follow. The last call wins when a
 * customer switches twice quickly.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  latest = locale;
  await translationsLoaded(locale);
  if (latest === locale) show(locale);
}

/** The customer's choice in the language menu: shown at once, remembered on this browser. */
export async function chooseLocale(locale: CatalogueLocale): Promise<void> {
  rememberLocale(locale);
  // The language's whole catalogue, one download for the screen shown and every screen not opened
  // yet (as on a first intent to open another part in this language, onIntent.ts), rather than the
  // shown chunks' own files and then the whole.
  void prefetchTranslations(locale).catch(() => undefined);
  await activateLocale(locale);
}

/** The active language ('en' before any is activated). */
export function activeLocale(): Locale {
  return (i18n.locale || SOURCE_LOCALE) as Locale;
}

/** The locale `Intl` writes dates and money in for the active language ("de-DE"). */
export function formattingLocale(): string {
  return FORMATTING_LOCALES[activeLocale()];
}

/** Called whenever the active language changes (for what React does not render: the tab title). */
export function onLocaleChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
