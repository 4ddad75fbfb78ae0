import { i18n, type Messages } from '@lingui/core';
import type { CatalogueLocale, Locale } from './locales.ts';

/**
 * Each converted folder's catalogues travel with the code that uses them (decision 017): a build
 * plugin (scripts/vite/folderCatalogues.ts) makes every module of the folder that reads messages
 * register them here, its own English in the same chunk as its code, with the portal's one loader
 * per other language (`virtual:folder-catalogues`: the shared folders' catalogues in that language
 * as one chunk, each feature's as a chunk of its own, the landing screen's preloaded by the boot
 * script). A first load carries the English of the modules it runs and the translations of the
 * folders it shows, not of the whole portal; a German customer downloads nothing of the others.
 */

/**
 * A language's catalogues, by folder: the shared folders' messages, and for each feature a loader
 * of its own chunk (scripts/vite/folderCatalogues.ts).
 */
export type LanguageLoader = () => Promise<{
  catalogues: Readonly<Record<string, Messages | (() => Promise<Messages>)>>;
}>;

type LanguageLoaders = Partial<Record<CatalogueLocale, LanguageLoader>>;

interface FolderCatalogues {
  source: Messages;
  translations: LanguageLoaders;
}

const folders = new Map<string, FolderCatalogues>();
/** The portal's one loader per language, as the registering modules hand it over. */
let languageLoaders: LanguageLoaders = {};
/** The folders whose messages in a language are in Lingui already, per language. */
const loadedIn = new Map<Locale, Set<string>>();
const downloads = new Map<string, Promise<void>>();

function loadedFolders(locale: Locale): Set<string> {
  let set = loadedIn.get(locale);
  if (!set) loadedIn.set(locale, (set = new Set()));
  return set;
}

/** Messages for `locale` where it has none yet: English stands in until the translation is here. */
function fillGaps(locale: Locale, messages: Messages): void {
  const have = i18n.messages && i18n.locale === locale ? i18n.messages : {};
  const missing = Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in have)));
  if (Object.keys(missing).length > 0) i18n.load(locale, missing);
}

/** A folder's messages in a language other than English; pseudo is made from English, on demand. */
async function translationOf(
  locale: Exclude<Locale, 'en'>,
  folder: string,
  { source, translations }: FolderCatalogues,
): Promise<Messages> {
  if (locale === 'pseudo') return (await import('./pseudo.ts')).pseudoMessages(source);
  const load = translations[locale];
  const catalogue = load ? (await load()).catalogues[folder] : undefined;
  return typeof catalogue === 'function' ? catalogue() : (catalogue ?? {});
}

function loadFolder(locale: Locale, folder: string): Promise<void> {
  const key = `${locale}:${folder}`;
  const catalogues = folders.get(folder);
  // English is loaded as each module registers it.
  if (!catalogues || locale === 'en' || loadedFolders(locale).has(folder)) {
    return Promise.resolve();
  }
  let download = downloads.get(key);
  if (!download) {
    download = translationOf(locale, folder, catalogues).then((messages) => {
      i18n.load(locale, { ...catalogues.source, ...messages });
      loadedFolders(locale).add(folder);
    });
    // A failed download may be tried again (the next screen, or the next switch).
    download.catch(() => downloads.delete(key));
    downloads.set(key, download);
  }
  return download;
}

/**
 * Called by every module of a converted folder as it loads (injected by the build): English at
 * once; in another active language, its translation starts downloading, English standing in.
 */
export function registerCatalogue(
  folder: string,
  source: Messages,
  translations: LanguageLoaders,
): void {
  const known = folders.get(folder);
  if (known) Object.assign(known.source, source);
  else folders.set(folder, { source: { ...source }, translations });
  languageLoaders = translations;
  // A copy: Lingui keeps the first object it is given for a language and merges the next ones
  // into it, which would write other modules' English into this one's, and from there over their
  // translations.
  i18n.load('en', { ...source });
  const active = i18n.locale as Locale | '';
  if (!active || active === 'en') return;
  fillGaps(active, source);
  if (active === 'pseudo' && loadedFolders(active).has(folder)) {
    // Pseudo is made from English: a module of a folder made before has its own to make.
    void import('./pseudo.ts').then(({ pseudoMessages }) =>
      i18n.load('pseudo', pseudoMessages(source)),
    );
  } else {
    void loadFolder(active, folder).catch(() => undefined);
  }
}

/**
 * Every registered folder's messages in `locale`, downloaded and loaded; each folder on its own, so
 * one failed download leaves only that folder in English. Rejects after all have settled if any
 * failed.
 */
export async function loadCatalogues(locale: Locale): Promise<void> {
  const outcomes = await Promise.allSettled(
    [...folders.keys()].map((folder) => loadFolder(locale, folder)),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * English for every registered folder whose messages in `locale` are not here (its download failed,
 * or is still on its way): called as a language becomes the active one, so that a screen shows
 * English where a translation is missing, never Lingui's message ids. A translation that arrives
 * later replaces it.
 */
export function englishWhereMissing(locale: Locale): void {
  if (locale === 'en') return;
  for (const [folder, { source }] of folders) {
    if (!loadedFolders(locale).has(folder)) fillGaps(locale, source);
  }
}

/**
 * The active language's messages for every folder registered so far: a lazily loaded screen
 * waits for this before it renders, so it never shows English to a German customer first. A failed
 * download leaves English in place rather than holding the screen back.
 */
export function cataloguesReady(): Promise<void> {
  const active = (i18n.locale || 'en') as Locale;
  return loadCatalogues(active).catch(() => undefined);
}

/**
 * The language's catalogues of the features whose screens have not been opened yet, downloaded
 * (not loaded into Lingui): called once the first screen is up, so that opening another screen
 * waits for its code alone, not for its translation after it. Nothing for English and pseudo.
 */
export async function prefetchTranslations(locale: Locale): Promise<void> {
  if (locale === 'en' || locale === 'pseudo') return;
  const load = languageLoaders[locale];
  if (!load) return;
  const { catalogues } = await load();
  await Promise.all(
    Object.values(catalogues).map((catalogue) =>
      typeof catalogue === 'function' ? catalogue().catch(() => undefined) : undefined,
    ),
  );
}

/** Every English message registered so far (for tests and the pseudo-locale). */
export function registeredSourceMessages(): Messages {
  return Object.assign({}, ...[...folders.values()].map(({ source }) => source)) as Messages;
}
