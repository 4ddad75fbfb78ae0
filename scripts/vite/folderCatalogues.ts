/**
 * Each converted folder's catalogues go with the code that uses them (decision 017): every module
 * of a folder in i18n.folders.ts whose compiled code reads catalogue messages gets, ahead of its
 * own code,
 *
 *   import { registerCatalogue } from '/src/shared/i18n/catalogues.ts';
 *   import { languages } from 'virtual:folder-catalogues';
 *   registerCatalogue(<unit>, { <the module's own messages, in English, compiled> }, languages);
 *
 * so a first load carries the English of the modules it runs, not of their whole folders (the
 * subscription folder's cancel, pause and plan-change dialogs wrote about 9 KB of English into the
 * overview's chunk).
 *
 * The other languages the same way, in production builds: each chunk whose modules register gets,
 * per language, a file of its own with the translations of exactly the messages its modules read
 * (`assets/messages-de-<id>.js`), and `<unit>` becomes the chunk (`chunk:<id>`, written into the
 * chunk once it is rendered, when its modules are known). One id names a chunk's files in every
 * language, so the registration carries the id alone and `virtual:folder-catalogues` makes the
 * URLs (`chunkFiles`), as the boot script does: the chunks and the boot script list no URL per
 * language. A German first load then carries the German of the modules it runs, as the English:
 * /profile's 2.2 KB where the folders' catalogues were 5.5 KB. Every language is also one module,
 * `virtual:folder-catalogues/<locale>` (the `languages` loaders): the development server and the
 * tests use it, the unit being the folder, and the portal downloads it once the first screen is
 * up, so that opening another screen waits for its code alone. It runs after Lingui's macros are
 * compiled: the message ids in the module's code are the messages it uses. A production build
 * renames them to short ids (`shortMessageIds`) in the code, its English and every translation.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { CHUNK_UNIT } from '../../src/shared/i18n/catalogues.ts';

export interface FolderCataloguesOptions {
  root: string;
  /** i18n.folders.ts's entries: folders, or single files standing for their folder. */
  entries: readonly string[];
  catalogueFolder: (entry: string) => string;
  sourceLocale: string;
  locales: readonly string[];
  /**
   * A folder's messages in a language, compiled, by id (read from its catalogue; a parameter so
   * that tests need no catalogue files).
   */
  compiledMessages: (folder: string, locale: string) => Promise<Record<string, unknown>>;
  /**
   * Whether a module's English goes in its chunk's files, as the other languages do, rather than
   * with its code (a build: every module a first load does not run; decision 017). A first load in
   * another language then carries no English but the shell's, which stands in for a failure.
   */
  sourceInFiles?: (moduleId: string) => boolean;
}

const REGISTRY = '/src/shared/i18n/catalogues.ts';
/** Imports a chunk's translation file by its URL (outside the bundler's graph). */
const IMPORTER = '/src/shared/i18n/importTranslation.ts';
/** The loaders of every language, and per language (`virtual:folder-catalogues/de`) its messages. */
export const LANGUAGES_MODULE = 'virtual:folder-catalogues';
const RESOLVED = `\0${LANGUAGES_MODULE}`;
/** What a production build's registration holds until its chunk is rendered: the chunk (`<unit>`). */
const UNIT_PLACEHOLDER = '__FOLDER_CATALOGUES_UNIT__';
const PLACEHOLDER = new RegExp(`(["'\`])${UNIT_PLACEHOLDER}\\1`, 'g');
/** A chunk's unit in its rendered code (quoted as the minifier quotes it). */
const CHUNK_UNIT_IN_CODE = new RegExp(`["'\`]${CHUNK_UNIT}([\\w-]{8})["'\`]`, 'g');
/**
 * A message id in compiled code: Lingui's descriptors (`{ id: "KDw4GX", … }`) and its `<Trans>`
 * (`id="KDw4GX"`, or `id: "KDw4GX"` once JSX is compiled). Ids that are not messages of the
 * folder (an element's id) find nothing in its catalogue and are left out.
 */
const MESSAGE_ID = /\bid(?::\s*|=)(["'`])([^"'`\s]+)\1/g;

/** A file entry as a pattern: `src/app/*.tsx` is every .tsx file right in src/app. */
const singleFile = (entry: string) =>
  new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The catalogue folder a source file belongs to, or null when it is not converted. */
export function folderOf(
  file: string,
  {
    root,
    entries,
    catalogueFolder,
  }: Pick<FolderCataloguesOptions, 'root' | 'entries' | 'catalogueFolder'>,
): string | null {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('..') || /\/locales\//.test(path) || /\.test\.tsx?$/.test(path)) return null;
  if (!/\.tsx?$/.test(path)) return null;
  const entry = entries.find((candidate) =>
    /\.tsx?$/.test(candidate) ? singleFile(candidate).test(path) : path.startsWith(`${candidate}/`),
  );
  return entry === undefined ? null : catalogueFolder(entry);
}

/** The messages of `catalogue` whose ids the compiled `code` reads, or null when it reads none. */
export function messagesUsed(
  code: string,
  catalogue: Record<string, unknown>,
): Record<string, unknown> | null {
  const used = [...code.matchAll(MESSAGE_ID)]
    .map((match) => match[2] ?? '')
    .filter((id) => Object.hasOwn(catalogue, id))
    .sort();
  if (used.length === 0) return null;
  return Object.fromEntries(used.map((id) => [id, catalogue[id]]));
}

/** A short id's characters: its first a letter, so that a registration's keys need no quotes. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ID_CHARACTERS = `${LETTERS}0123456789_$`;

/** The `n`th short id: a … Z, then aa, ba … Z$, then aaa …: each id once, the shortest first. */
export function shortId(n: number): string {
  let id = LETTERS[n % LETTERS.length] ?? '';
  // The rest in bijective base 64: every count of further characters, each combination once.
  for (let rest = Math.floor(n / LETTERS.length); rest > 0; rest = Math.floor((rest - 1) / 64)) {
    id += ID_CHARACTERS[(rest - 1) % 64] ?? '';
  }
  return id;
}

/**
 * A production build's message ids: Lingui names a message by six characters of its hash, which
 * a first load repeats three times per message (the code that reads it, its English, its
 * translation) and gzip cannot shorten; the build names each by a short id instead, the same in
 * every chunk and file. Numbered in the catalogues' order (`sourceCatalogues`: each folder's ids
 * sorted), so the shell's folders, listed first, take the shortest.
 */
export function shortMessageIds(
  sourceCatalogues: readonly Readonly<Record<string, unknown>>[],
): Map<string, string> {
  const ids = new Map<string, string>();
  for (const catalogue of sourceCatalogues) {
    for (const id of Object.keys(catalogue).sort()) {
      if (!ids.has(id)) ids.set(id, shortId(ids.size));
    }
  }
  return ids;
}

/** A catalogue by the build's short ids. */
export const byShortIds = (
  catalogue: Readonly<Record<string, unknown>>,
  ids: ReadonlyMap<string, string>,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [ids.get(id) ?? id, message]),
  );

/** Compiled code reading the build's short ids where it read Lingui's. */
export const withShortIds = (code: string, ids: ReadonlyMap<string, string>): string =>
  code.replace(MESSAGE_ID, (read: string, quote: string, id: string) => {
    const short = ids.get(id);
    return short === undefined ? read : `${read.slice(0, -id.length - 1)}${short}${quote}`;
  });

/**
 * The lines put ahead of a module of `folder` that uses `messages`: registered under its folder
 * (`unit`), or, with `unit` null (a production build), under its chunk, written in once the chunk
 * is rendered (`chunkRegistrations`), with the chunk's own translation files.
 */
export function registration(
  unit: string | null,
  messages: Record<string, unknown> | null,
): string {
  const args = [
    JSON.stringify(unit ?? UNIT_PLACEHOLDER),
    // null: the module's English comes in its chunk's files.
    JSON.stringify(messages),
    '__languages',
    ...(unit === null ? ['__chunkFiles'] : []),
  ];
  const imported =
    unit === null
      ? 'languages as __languages, chunkFiles as __chunkFiles'
      : 'languages as __languages';
  return [
    `import { registerCatalogue as __registerCatalogue } from '${REGISTRY}';`,
    `import { ${imported} } from '${LANGUAGES_MODULE}';`,
    `__registerCatalogue(${args.join(', ')});`,
    '',
  ].join('\n');
}

/** A chunk's own translations in one language: the file's name and its code. */
export interface ChunkTranslation {
  locale: string;
  fileName: string;
  source: string;
}

/** A chunk's own translations in every language, and the id that names their files. */
export interface ChunkTranslations {
  id: string;
  files: ChunkTranslation[];
}

/** A translation file's code: its messages sorted, so that the same messages make the same file. */
function translationModule(messages: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  // JSON.parse of a string: the browser reads it faster than the same object as code. In single
  // quotes, where JSON's double quotes need no backslash: 2 % less gzip over the files.
  const literal = JSON.stringify(sorted).replace(/[\\']/g, '\\$&');
  return `export const messages = JSON.parse('${literal}');\n`;
}

/**
 * The files of a chunk's own translations: per language the messages its modules read, nothing
 * more, all named by one id made from their content, so that a changed translation is new files
 * (assets/ is cached for good) and the chunk names them all with one id.
 */
export function chunkTranslations(
  byLocale: Readonly<Record<string, Record<string, unknown>>>,
): ChunkTranslations {
  const sources = Object.entries(byLocale).map(([locale, messages]) => ({
    locale,
    source: translationModule(messages),
  }));
  const id = createHash('sha256')
    .update(sources.map(({ locale, source }) => `${locale}\n${source}`).join('\n'))
    .digest('base64url')
    .slice(0, 8);
  return {
    id,
    files: sources.map(({ locale, source }) => ({
      locale,
      fileName: translationFileName(locale, id),
      source,
    })),
  };
}

/**
 * One file per language with the translations of several chunks (the chunks a page lands on, by
 * the ids of their own files), named by those ids joined in their order: each id is a hash of its
 * chunk's translations, so the joined name changes whenever any of them does, and whoever knows
 * the ids (the boot script) knows the name. From `chunks`, each chunk's messages by language.
 */
export function joinedTranslations(
  chunks: ReadonlyMap<string, Readonly<Record<string, Record<string, unknown>>>>,
  ids: readonly string[],
): ChunkTranslation[] {
  const locales = new Set([...chunks.values()].flatMap((byLocale) => Object.keys(byLocale)));
  return [...locales].map((locale) => {
    const messages = Object.assign(
      {},
      ...ids.map((id) => {
        const byLocale = chunks.get(id);
        if (!byLocale) throw new Error(`folder catalogues: no chunk has the translations ${id}`);
        return byLocale[locale] ?? {};
      }),
    ) as Record<string, unknown>;
    return {
      locale,
      fileName: translationFileName(locale, ids.join('')),
      source: translationModule(messages),
    };
  });
}

/** Where a chunk's translation is published, by its language and its chunk's id. */
export const translationFileName = (locale: string, id: string) =>
  `assets/messages-${locale}-${id}.js`;

/**
 * Code for a translation file's URL made from two expressions, a language and an id, by the naming
 * it is published under (`base` + `translationFileName`): the language module and the boot script
 * write it so, and the chunks and the boot script carry ids alone.
 */
export function translationUrlCode(base: string, locale: string, id: string): string {
  const [before = '', between = '', after = ''] = (base + translationFileName('\0', '\0')).split(
    '\0',
  );
  return `${JSON.stringify(before)} + ${locale} + ${JSON.stringify(between)} + ${id} + ${JSON.stringify(after)}`;
}

/** The ids of the chunks that register in a rendered chunk's code, each once. */
export function chunkIdsIn(code: string): string[] {
  return [...new Set([...code.matchAll(CHUNK_UNIT_IN_CODE)].map(([, id = '']) => id))];
}

/** A rendered chunk's code with its registrations completed: the unit names the chunk by its id. */
export function chunkRegistrations(code: string, id: string): string {
  return code.replace(PLACEHOLDER, () => JSON.stringify(`${CHUNK_UNIT}${id}`));
}

/** The catalogue folders of i18n.folders.ts's entries, each once, in their order. */
const foldersOf = ({
  entries,
  catalogueFolder,
}: Pick<FolderCataloguesOptions, 'entries' | 'catalogueFolder'>): string[] => [
  ...new Set(entries.map(catalogueFolder)),
];

/** The languages other than the source language: the ones with a module of their own. */
const translatedLocales = ({
  sourceLocale,
  locales,
}: Pick<FolderCataloguesOptions, 'sourceLocale' | 'locales'>): string[] =>
  locales.filter((locale) => locale !== sourceLocale);

/**
 * `virtual:folder-catalogues`: a loader per language other than the source language, and a
 * chunk's own translation files by its unit (`chunk:<id>`), published under `base`.
 */
export function languagesModule(
  options: Pick<FolderCataloguesOptions, 'sourceLocale' | 'locales'>,
  base = '/',
  { withSource = false } = {},
): string {
  const locales = withSource ? [...options.locales] : translatedLocales(options);
  const loaders = locales.map(
    (locale) => `  ${locale}: () => import('${LANGUAGES_MODULE}/${locale}'),`,
  );
  const url = translationUrlCode(base, 'locale', `unit.slice(${CHUNK_UNIT.length})`);
  const files = locales.map((locale) => `  ${locale}: () => file('${locale}', unit),`);
  return [
    `import { importTranslation } from '${IMPORTER}';`,
    'export const languages = {',
    ...loaders,
    '};',
    `const file = (locale, unit) => importTranslation(${url});`,
    'export const chunkFiles = (unit) => ({',
    ...files,
    '});',
    '',
  ].join('\n');
}

/**
 * `virtual:folder-catalogues/<locale>`: every folder's messages in `locale`, as one set (ids are
 * the messages' own hashes: a message two folders share is one).
 */
export function languageModule(folders: readonly string[], locale: string): string {
  const imports = folders.map(
    (folder, index) => `import { messages as m${index} } from '/${folder}/locales/${locale}.po';`,
  );
  const all = folders.map((_, index) => `...m${index}`).join(', ');
  return [...imports, `export const messages = { ${all} };`, ''].join('\n');
}

/** The plugin, and what the boot script's plugin asks of it once the chunks are rendered. */
export interface FolderCataloguesPlugin extends Plugin {
  api: {
    /** The files joining these chunks' translations (`joinedTranslations`), for the emitter to emit. */
    joinTranslations: (ids: readonly string[]) => ChunkTranslation[];
  };
}

export function folderCatalogues(options: FolderCataloguesOptions): FolderCataloguesPlugin {
  let building = false;
  let base = '/';
  /** The languages with files of their own: in a build, English too (`sourceInFiles`). */
  const locales = () => (building ? [...options.locales] : translatedLocales(options));
  /**
   * In a production build, the messages each registering module reads, by module, and whether
   * its English goes in its chunk's files.
   */
  const reads = new Map<string, { folder: string; ids: string[]; englishInFiles: boolean }>();
  /** The chunks' own translations, written out with the bundle. */
  const files = new Map<string, string>();
  /** The same by the chunk's id: each language's messages. */
  const byChunk = new Map<string, Record<string, Record<string, unknown>>>();
  /** A production build's short ids (`shortMessageIds`), made once per build. */
  let shortIds: Promise<Map<string, string>> | undefined;
  const shortIdsOfBuild = () =>
    (shortIds ??= Promise.all(
      foldersOf(options).map((folder) => options.compiledMessages(folder, options.sourceLocale)),
    ).then(shortMessageIds));
  /** A folder's catalogue in a language as the code reads it: by short ids in a build. */
  const catalogueOf = async (folder: string, locale: string) => {
    const catalogue = await options.compiledMessages(folder, locale);
    return building ? byShortIds(catalogue, await shortIdsOfBuild()) : catalogue;
  };
  /** A chunk's own translations, one file per language: its modules' messages in each. */
  const translationsOf = async (moduleIds: readonly string[]) => {
    const byLocale: Record<string, Record<string, unknown>> = {};
    const englishInFiles = moduleIds.some((id) => reads.get(id)?.englishInFiles);
    for (const locale of locales()) {
      if (locale === options.sourceLocale && !englishInFiles) continue;
      const messages: Record<string, unknown> = {};
      for (const id of moduleIds) {
        const read = reads.get(id);
        if (!read || (locale === options.sourceLocale && !read.englishInFiles)) continue;
        const catalogue = await catalogueOf(read.folder, locale);
        for (const message of read.ids) messages[message] = catalogue[message];
      }
      byLocale[locale] = messages;
    }
    const translations = chunkTranslations(byLocale);
    byChunk.set(translations.id, byLocale);
    return translations;
  };
  return {
    name: 'folder-catalogues',
    api: { joinTranslations: (ids) => joinedTranslations(byChunk, ids) },
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      // A build again (`vite build --watch`) writes only the files its own chunks import.
      reads.clear();
      files.clear();
      byChunk.clear();
      shortIds = undefined;
    },
    resolveId(id) {
      if (id === LANGUAGES_MODULE) return RESOLVED;
      const locale = id.startsWith(`${LANGUAGES_MODULE}/`)
        ? id.slice(LANGUAGES_MODULE.length + 1)
        : '';
      return locales().includes(locale) ? `${RESOLVED}/${locale}` : null;
    },
    async load(id) {
      if (id === RESOLVED) return languagesModule(options, base, { withSource: building });
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const locale = id.slice(RESOLVED.length + 1);
      if (!building) return languageModule(foldersOf(options), locale);
      // A build's whole language, by its short ids: Lingui's loader of the catalogues keeps theirs.
      const folders = await Promise.all(
        foldersOf(options).map((folder) => catalogueOf(folder, locale)),
      );
      return translationModule(Object.assign({}, ...folders) as Record<string, unknown>);
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const folder = folderOf(file, options);
      if (folder === null) return null;
      // A changed catalogue compiles its modules again (npm start), with the messages it has now.
      this.addWatchFile(`${options.root}/${folder}/locales/${options.sourceLocale}.po`);
      const reading = building ? withShortIds(code, await shortIdsOfBuild()) : code;
      const messages = messagesUsed(reading, await catalogueOf(folder, options.sourceLocale));
      if (messages === null) return null;
      const englishInFiles = building && (options.sourceInFiles?.(id) ?? false);
      if (building) reads.set(id, { folder, ids: Object.keys(messages), englishInFiles });
      // Line numbers move by three and a short id moves the rest of its line a few columns: the
      // maps keep the rest of the file exact (a stack trace's column may be a few characters off).
      const english = englishInFiles ? null : messages;
      return { code: registration(building ? null : folder, english) + reading, map: null };
    },
    async renderChunk(code, chunk) {
      if (!building || !chunk.moduleIds.some((id) => reads.has(id))) return null;
      const { id, files: translations } = await translationsOf(chunk.moduleIds);
      translations.forEach(({ fileName, source }) => files.set(fileName, source));
      // Only the registrations' last line changes: the chunk's maps stay exact but for its ends.
      return { code: chunkRegistrations(code, id), map: null };
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * A folder's catalogue in a language, compiled as Lingui's loader compiles it (a message not yet
 * translated in its source-language words): read once per build (and again when the file changes
 * under `npm start`).
 */
export function linguiMessages(
  root: string,
): (folder: string, locale: string) => Promise<Record<string, unknown>> {
  const compiled = new Map<
    string,
    { changed: number; messages: Promise<Record<string, unknown>> }
  >();
  return (folder, locale) => {
    const file = `${root}/${folder}/locales/${locale}.po`;
    const changed = existsSync(file) ? statSync(file).mtimeMs : 0;
    const known = compiled.get(file);
    if (known && known.changed === changed) return known.messages;
    const messages = compile(root, folder, locale);
    compiled.set(file, { changed, messages });
    return messages;
  };
}

async function compile(
  root: string,
  folder: string,
  locale: string,
): Promise<Record<string, unknown>> {
  const { createCompiledCatalog, getCatalogForFile, getCatalogs } = await import('@lingui/cli/api');
  const { getConfig } = await import('@lingui/conf');
  const config = getConfig({ cwd: root, skipValidation: true });
  const found = getCatalogForFile(`${folder}/locales/${locale}.po`, await getCatalogs(config));
  if (!found) throw new Error(`folder catalogues: no catalogue for ${folder} in lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    sourceLocale: config.sourceLocale,
    fallbackLocales: config.fallbackLocales,
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'json' });
  if (errors.length > 0)
    throw new Error(`folder catalogues: ${folder}: ${errors[0]?.error.message}`);
  // The JSON namespace writes `{ "messages": { <id>: <compiled message>, … } }`.
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}
