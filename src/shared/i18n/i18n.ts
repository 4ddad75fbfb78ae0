import { i18n, type Messages } from '@lingui/core';
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

/**
 * The one i18n instance (Lingui's, decision 017) and how a language becomes the active one. Every
 * converted folder keeps its catalogues in `<folder>/locales/<locale>.po` (lingui.config.ts);
 * English comes with this module, any other language is one lazy chunk (`messages-de`, ...), asked
 * for by `main.tsx` at the same time as the app's code, while index.html's boot requests run.
 */

type Catalogue = { messages: Messages };

const ENGLISH_CATALOGUES = import.meta.glob<Catalogue>('/src/**/locales/en.po', { eager: true });
const OTHER_CATALOGUES = import.meta.glob<Catalogue>([
  '/src/**/locales/*.po',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
  '!/src/**/locales/en.po',
]);

function merged(catalogues: Catalogue[]): Messages {
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)) as Messages;
}

/** Every converted folder's English messages. */
export const ENGLISH: Messages = merged(Object.values(ENGLISH_CATALOGUES));

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return ENGLISH;
  if (locale === 'pseudo') return (await import('./pseudo.ts')).pseudoMessages(ENGLISH);
  const loaders = Object.entries(OTHER_CATALOGUES)
    .filter(([path]) => path.endsWith(`/locales/${locale}.po`))
    .map(([, load]) => load());
  // A message not translated yet shows in English rather than as its id.
  return { ...ENGLISH, ...merged(await Promise.all(loaders)) };
}

type Listener = () => void;
const listeners = new Set<Listener>();

function show(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[locale];
    document.documentElement.dir = textDirection(locale);
    // index.html's own loader, shown until React's first render replaces it, names itself in the
    // customer's language too (the page says "Loading" until the language's catalogue is here).
    document.querySelector('#root > .full-screen-loader')?.setAttribute('aria-label', t`Loading`);
  }
  listeners.forEach((listener) => listener());
}

/** English at once, with no await: tests and the configuration error need no download. */
export function activateEnglish(): void {
  show(SOURCE_LOCALE, ENGLISH);
}

let latest: Locale | undefined;

/**
 * Downloads the language's catalogue (English is here already) and makes it the active one: every
 * `t`/`<Trans>` re-renders in it, `<html lang>` and `dir` follow. The last call wins when a
 * customer switches twice quickly.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  latest = locale;
  const messages = await loadMessages(locale);
  if (latest === locale) show(locale, messages);
}

/** The customer's choice in the language menu: shown at once, remembered on this browser. */
export async function chooseLocale(locale: CatalogueLocale): Promise<void> {
  rememberLocale(locale);
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
