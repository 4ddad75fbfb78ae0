import { i18n, type Messages } from '@lingui/core';
import type { LandingTranslations } from '@/api/bootRequests.ts';
// Relative: vite.config.ts loads this module through scripts/vite/folderCatalogues.ts, unaliased.
import { atMost } from '../scheduling/atMost.ts';
import { importTranslation } from './importTranslation.ts';
import type { CatalogueLocale, Locale } from './locales.ts';

/**
 * Each converted folder's catalogues travel with the code that uses them (decision 017): a build
 * plugin (scripts/vite/folderCatalogues.ts) makes every module of the folder that reads messages
 * register them here, its own English in the same chunk as its code. In a production build each
 * chunk is a unit with its own translations, a file per language of exactly the messages its
 * modules read (the chunks a page lands on have theirs joined in one file, which the boot script
 * preloads: `adoptLandingTranslations`); the development server and the tests register by folder,
 * with no files of their own. Every language is also one whole catalogue
 * (`virtual:folder-catalogues`), downloaded on the customer's first intent to open another part (a
 * link, a tab, an action: src/shared/scheduling/onIntent.ts), which then serves every chunk loaded
 * after it. A first load carries the English and the translations of the modules it runs,
 * not of their whole folders; a German customer downloads nothing of the other languages, and a
 * visit that opens nothing else downloads no more of German than its first screen's.
 */

/** Translations in one language: a chunk's own, or the language's whole catalogue. */
export type TranslationLoader = () => Promise<{ messages: Messages }>;

/** One loader per language other than English. */
export type TranslationLoaders = Partial<Record<CatalogueLocale, TranslationLoader>>;

/** What registers: a chunk (a production build) or a folder (the development server, tests). */
interface Unit {
  source: Messages;
  /**
   * A build's chunk that a first load does not run: its English comes in its files as the other
   * languages do (it registered `null`), so that a first load in another language carries none.
   */
  englishInFiles: boolean;
  own: TranslationLoaders;
  /** The whole catalogue per language. */
  languages: TranslationLoaders;
}

/**
 * A production build's unit: a chunk, named by the id of its translation files
 * (scripts/vite/folderCatalogues.ts writes it into the chunk's registrations).
 */
export const CHUNK_UNIT = 'chunk:';

const units = new Map<string, Unit>();
/**
 * The translations of the chunks the page landed on, joined in one file the boot script preloaded
 * (src/api/bootRequests.ts, `LandingTranslations`): those chunks take theirs from it, in its
 * language, rather than each from a file of its own.
 */
let landing:
  | {
      locale: string;
      units: Set<string>;
      /** When the app took it over (the boot script asked for it earlier still). */
      askedAt: number;
      /** Its messages into Lingui, for every chunk it holds at once; asked once. */
      intoLingui: () => Promise<void>;
    }
  | undefined;
/**
 * Set while a registering module's own messages are loaded (its English, and in another language
 * English standing in until its translation is here): nothing on screen reads them yet, since the
 * module's components render only after it has registered.
 */
let registering = false;

/**
 * Whether the change Lingui just announced can show on screen: any but a module's own messages
 * as it registers (the portal's LanguageProvider renders again for the others only).
 */
export const changeShows = (): boolean => !registering;

/** Loads a registering module's own messages without rendering the screen again. */
function loadRegistering(load: () => void): void {
  registering = true;
  try {
    load();
  } finally {
    registering = false;
  }
}

/** The portal's one whole catalogue per language, as the registering modules hand it over. */
let languageLoaders: TranslationLoaders = {};
/** The units whose messages in a language are in Lingui already, per language. */
const loadedIn = new Map<Locale, Set<string>>();
const downloads = new Map<string, Promise<void>>();
/** The whole catalogues downloaded, or on their way, by loader. */
const wholeLanguages = new Map<TranslationLoader, Promise<Messages>>();
/**
 * The whole catalogues loaded into Lingui: a unit registering after one has every message already,
 * and loading them again would only render every screen again.
 */
const wholeInLingui = new Set<TranslationLoader>();

function loadedUnits(locale: Locale): Set<string> {
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

/** A language's whole catalogue, downloaded once (a failed download may be tried again). */
function wholeLanguage(load: TranslationLoader): Promise<Messages> {
  let download = wholeLanguages.get(load);
  if (!download) {
    download = load().then((module) => module.messages);
    download.catch(() => wholeLanguages.delete(load));
    wholeLanguages.set(load, download);
  }
  return download;
}

/**
 * A unit's messages in a language other than English: its own file, or the whole catalogue when
 * that is here or on its way (or the unit has none), its own file still if the whole fails (it is
 * often on its way as the unit registers: both are asked on the customer's intent); pseudo is made
 * from English, on demand.
 */
async function translationOf(
  locale: Locale,
  unit: Unit,
): Promise<{ messages: Messages; whole?: TranslationLoader }> {
  const { own, languages } = unit;
  if (locale === 'pseudo')
    return { messages: (await import('./pseudo.ts')).pseudoMessages(await englishOf(unit)) };
  const whole = languages[locale];
  const ownFile = own[locale];
  if (whole && (wholeLanguages.has(whole) || !ownFile)) {
    try {
      return { messages: await wholeLanguage(whole), whole };
    } catch (error) {
      if (!ownFile) throw error;
    }
  }
  return ownFile ? { messages: (await ownFile()).messages } : { messages: {} };
}

/** Whether a unit has its English: registered with its code, or its file downloaded. */
const hasEnglish = (unit: Unit): boolean => Object.keys(unit.source).length > 0;

/**
 * A unit's own English: registered with its code, or its own file's (never the whole language's,
 * which would stand in for other units' translations too).
 */
async function englishOf(unit: Unit): Promise<Messages> {
  const file = unit.own.en;
  // Downloaded once: kept as the unit's source, as registered English is.
  if (unit.englishInFiles && !hasEnglish(unit) && file) {
    Object.assign(unit.source, (await file()).messages);
  }
  return unit.source;
}

function loadUnit(locale: Locale, key: string): Promise<void> {
  const unit = units.get(key);
  // English is loaded as each module registers it, but where it comes in files.
  if (!unit || (locale === 'en' && !unit.englishInFiles) || loadedUnits(locale).has(key)) {
    return Promise.resolve();
  }
  const whole = locale === 'pseudo' ? undefined : unit.languages[locale];
  if (whole && wholeInLingui.has(whole)) {
    loadedUnits(locale).add(key);
    return Promise.resolve();
  }
  const downloadKey = `${locale}:${key}`;
  let download = downloads.get(downloadKey);
  if (!download) {
    const ownTranslation = () =>
      translationOf(locale, unit).then((translation) => {
        // A copy: Lingui keeps the first object it is given for a language (registerCatalogue).
        i18n.load(locale, { ...unit.source, ...translation.messages });
        // Its own English, for pseudo and to stand in for another language's failure.
        if (locale === 'en' && !translation.whole) Object.assign(unit.source, translation.messages);
        loadedUnits(locale).add(key);
        if (translation.whole) wholeInLingui.add(translation.whole);
      });
    // A chunk the page landed on reads the file that holds them all; its own should that fail.
    const fromLanding = landing?.locale === locale && landing.units.has(key) ? landing : undefined;
    download = fromLanding ? fromLanding.intoLingui().catch(ownTranslation) : ownTranslation();
    askedAt.set(download, fromLanding?.askedAt ?? Date.now());
    // A failed download may be tried again (the next screen, or the next switch).
    download.catch(() => downloads.delete(downloadKey));
    downloads.set(downloadKey, download);
  }
  return download;
}

/**
 * main.tsx: the translations index.html's boot script preloaded for the chunks the page landed on,
 * one file (production builds); nothing when the script did not run or the language is English.
 */
export function adoptLandingTranslations(
  translations: LandingTranslations | undefined,
  importFile: (url: string) => ReturnType<TranslationLoader> = importTranslation,
): void {
  if (!translations) {
    landing = undefined;
    return;
  }
  const { locale, url } = translations;
  const covered = new Set(translations.ids.map((id) => `${CHUNK_UNIT}${id}`));
  // Asked once, and loaded into Lingui once for all its chunks (one change, not one per chunk);
  // should it fail, each chunk it holds takes its own file instead.
  let loaded: Promise<void> | undefined;
  landing = {
    locale,
    units: covered,
    askedAt: Date.now(),
    intoLingui: () =>
      (loaded ??= importFile(url).then(({ messages }) => {
        const sources = [...covered].map((unit) => units.get(unit)?.source);
        i18n.load(locale, Object.assign({}, ...sources, messages) as Messages);
        covered.forEach((unit) => loadedUnits(locale as Locale).add(unit));
      })),
  };
}

/**
 * Called by every module of a converted folder as it loads (injected by the build): English at
 * once; in another active language, its translation starts downloading, English standing in.
 * A chunk of a production build has translation files of its own (`ownFiles`: their loaders by
 * its unit).
 */
export function registerCatalogue(
  unit: string,
  source: Messages | null,
  languages: TranslationLoaders,
  ownFiles?: (unit: string) => TranslationLoaders,
): void {
  const known = units.get(unit);
  if (known) Object.assign(known.source, source);
  else {
    const own = ownFiles?.(unit) ?? {};
    units.set(unit, { source: { ...source }, englishInFiles: source === null, own, languages });
  }
  languageLoaders = languages;
  const active = i18n.locale as Locale | '';
  if (source === null) {
    // Its English comes in its files: in English, downloaded as another language would be.
    if (active) void loadUnit(active, unit).catch(() => undefined);
    return;
  }
  // A copy: Lingui keeps the first object it is given for a language and merges the next ones
  // into it, which would write other modules' English into this one's, and from there over their
  // translations.
  loadRegistering(() => i18n.load('en', { ...source }));
  if (!active || active === 'en') return;
  loadRegistering(() => fillGaps(active, source));
  if (active === 'pseudo' && loadedUnits(active).has(unit)) {
    // Pseudo is made from English: a module of a unit made before has its own to make.
    void import('./pseudo.ts').then(({ pseudoMessages }) =>
      i18n.load('pseudo', pseudoMessages(source)),
    );
  } else {
    void loadUnit(active, unit).catch(() => undefined);
  }
}

/**
 * Every registered unit's messages in `locale`, downloaded and loaded; each unit on its own, so
 * one failed download leaves only that unit in English. Rejects after all have settled if any
 * failed.
 */
export async function loadCatalogues(locale: Locale): Promise<void> {
  const outcomes = await Promise.allSettled(
    [...units.keys()].map((unit) => loadUnit(locale, unit)),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * English for every registered unit whose messages in `locale` are not here (its download failed,
 * or is still on its way): called as a language becomes the active one, so that a screen shows
 * English where a translation is missing, never Lingui's message ids. A translation that arrives
 * later replaces it.
 */
export function englishWhereMissing(locale: Locale): void {
  if (locale === 'en') return;
  for (const [unit, { source }] of units) {
    if (!loadedUnits(locale).has(unit)) fillGaps(locale, source);
  }
}

/**
 * How long a screen, a part or a change of language waits for its translations. A file that does
 * not answer would otherwise hold the page on its loader, or a dialog unopened, for as long as the
 * network holds the request; after this the English stands in, and each translation replaces it
 * as it arrives.
 */
export const TRANSLATION_WAIT_MS = 4_000;

/**
 * When each download's file was asked for: the language's activation, the app's start and the
 * landing screen all wait for the landing's one file, and their waits must not add up.
 */
const askedAt = new WeakMap<Promise<void>, number>();

function waitBounded(download: Promise<void>): Promise<void> {
  const deadline = (askedAt.get(download) ?? Date.now()) + TRANSLATION_WAIT_MS;
  return atMost(download, Math.max(0, deadline - Date.now())).catch(() => undefined);
}

/**
 * `locale`'s messages for every unit registered so far, each waited for until
 * `TRANSLATION_WAIT_MS` after its file was asked for. A failed download leaves English in place
 * rather than holding the screen back: a unit whose English comes in files too has its own English
 * file downloaded then, to stand in (waited for as long again).
 */
export async function translationsLoaded(locale: Locale): Promise<void> {
  await Promise.all(
    [...units].map(async ([key, unit]) => {
      await waitBounded(loadUnit(locale, key));
      if (locale === 'en' || !unit.englishInFiles || loadedUnits(locale).has(key)) return;
      await atMost(englishOf(unit), TRANSLATION_WAIT_MS).catch(() => undefined);
      // Unless the translation came meanwhile.
      if (!hasEnglish(unit) || loadedUnits(locale).has(key)) return;
      i18n.load('en', { ...unit.source });
      // Into the language once it is the active one (`englishWhereMissing`), never over a
      // translation another unit brought.
      if (i18n.locale === locale) fillGaps(locale, unit.source);
    }),
  );
}

/**
 * The active language's messages for every unit registered so far: a lazily loaded screen
 * waits for this before it renders, so it never shows English to a German customer first
 * (`translationsLoaded`: unless the translation does not come). Rejects when a unit has no words
 * at all (its English in files, and neither that nor the language came): the part could not be
 * loaded, as if its code had not come (lazyPart offers to try again), rather than showing message
 * ids.
 */
export async function cataloguesReady(): Promise<void> {
  const locale = (i18n.locale || 'en') as Locale;
  // The units waited for: one that registers meanwhile (another part's chunk) is its part's to wait.
  const waited = [...units.keys()];
  await translationsLoaded(locale);
  if (!wordsIn(locale, waited)) {
    throw new Error('The words of a part of the page could not be loaded');
  }
}

/**
 * Whether each of these units has words in `locale`: its own, or its English standing in. Not so
 * only for a unit whose English comes in files too, when neither came.
 */
function wordsIn(locale: Locale, keys: readonly string[]): boolean {
  return !keys.some((key) => {
    const unit = units.get(key);
    return (
      unit !== undefined &&
      unit.englishInFiles &&
      !loadedUnits(locale).has(key) &&
      !hasEnglish(unit)
    );
  });
}

/**
 * The language's whole catalogue, downloaded (not loaded into Lingui, which would render every
 * screen again): called on the customer's intent to open another part, with that part's code, so
 * that opening it waits for its code alone, not for its translation after it. Nothing for pseudo,
 * nor for English where it has no files (the development server, the tests).
 */
export async function prefetchTranslations(locale: Locale): Promise<void> {
  const load = locale === 'pseudo' ? undefined : languageLoaders[locale];
  if (load) await wholeLanguage(load);
}

/** Every English message registered so far (for tests and the pseudo-locale). */
export function registeredSourceMessages(): Messages {
  return Object.assign({}, ...[...units.values()].map(({ source }) => source)) as Messages;
}
