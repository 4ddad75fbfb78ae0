/**
 * Each converted folder's catalogues go with the code that uses them (decision 017): every module
 * of a folder in i18n.folders.ts whose compiled code reads catalogue messages gets, ahead of its
 * own code,
 *
 *   import { registerCatalogue } from '/src/shared/i18n/catalogues.ts';
 *   import { languages } from 'virtual:folder-catalogues';
 *   registerCatalogue('<folder>', { <the module's own messages, in English, compiled> }, languages);
 *
 * so a first load carries the English of the modules it runs, not of their whole folders (the
 * subscription folder's cancel, pause and plan-change dialogs wrote about 9 KB of English into the
 * overview's chunk). Every other language is one module for the whole portal,
 * `virtual:folder-catalogues/<locale>`, every folder's catalogue by folder, which vite.config.ts
 * makes the language's one chunk; `languages` holds one loader per language, written once rather
 * than in every module that registers (they were 0.5 KB gzip of a first load). It runs after
 * Lingui's macros are compiled: the message ids in the module's code are the messages it uses.
 */
import { existsSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

export interface FolderCataloguesOptions {
  root: string;
  /** i18n.folders.ts's entries: folders, or single files standing for their folder. */
  entries: readonly string[];
  catalogueFolder: (entry: string) => string;
  sourceLocale: string;
  locales: readonly string[];
  /**
   * A folder's messages in the source language, compiled, by id (read from its catalogue; a
   * parameter so that tests need no catalogue files).
   */
  sourceMessages: (folder: string) => Promise<Record<string, unknown>>;
}

const REGISTRY = '/src/shared/i18n/catalogues.ts';
/** The loaders of every language, and per language (`virtual:folder-catalogues/de`) its messages. */
export const LANGUAGES_MODULE = 'virtual:folder-catalogues';
const RESOLVED = `\0${LANGUAGES_MODULE}`;
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

/** The lines put ahead of a module of `folder` that uses `messages`. */
export function registration(folder: string, messages: Record<string, unknown>): string {
  return [
    `import { registerCatalogue as __registerCatalogue } from '${REGISTRY}';`,
    `import { languages as __languages } from '${LANGUAGES_MODULE}';`,
    `__registerCatalogue(${JSON.stringify(folder)}, ${JSON.stringify(messages)}, __languages);`,
    '',
  ].join('\n');
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

/** `virtual:folder-catalogues`: a loader per language other than the source language. */
export function languagesModule(
  options: Pick<FolderCataloguesOptions, 'sourceLocale' | 'locales'>,
): string {
  const loaders = translatedLocales(options).map(
    (locale) => `  ${locale}: () => import('${LANGUAGES_MODULE}/${locale}'),`,
  );
  return ['export const languages = {', ...loaders, '};', ''].join('\n');
}

/** A feature's folder (`src/features/<name>`): its catalogue in a language is a chunk of its own. */
const FEATURE_FOLDER = /^src\/features\/[^/]+$/;

/**
 * `virtual:folder-catalogues/<locale>`: every folder's catalogue in `locale`, by folder. The shared
 * folders' (the shell, src/shared, the error catalogue: every screen shows some) are in it; each
 * feature's is a loader of its own chunk, fetched once a module of that feature registers (or
 * preloaded by the boot script with the screen the visitor lands on), so a first load carries the
 * translations of the screen it shows, not of the whole portal.
 */
export function languageModule(folders: readonly string[], locale: string): string {
  const file = (folder: string) => `'/${folder}/locales/${locale}.po'`;
  const shared = folders.filter((folder) => !FEATURE_FOLDER.test(folder));
  const imports = shared.map(
    (folder, index) => `import { messages as m${index} } from ${file(folder)};`,
  );
  const entries = folders.map((folder) =>
    FEATURE_FOLDER.test(folder)
      ? `  ${JSON.stringify(folder)}: () => import(${file(folder)}).then((module) => module.messages),`
      : `  ${JSON.stringify(folder)}: m${shared.indexOf(folder)},`,
  );
  return [...imports, 'export const catalogues = {', ...entries, '};', ''].join('\n');
}

export function folderCatalogues(options: FolderCataloguesOptions): Plugin {
  const locales = new Set(translatedLocales(options));
  return {
    name: 'folder-catalogues',
    resolveId(id) {
      if (id === LANGUAGES_MODULE) return RESOLVED;
      const locale = id.startsWith(`${LANGUAGES_MODULE}/`)
        ? id.slice(LANGUAGES_MODULE.length + 1)
        : '';
      return locales.has(locale) ? `${RESOLVED}/${locale}` : null;
    },
    load(id) {
      if (id === RESOLVED) return languagesModule(options);
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      return languageModule(foldersOf(options), id.slice(RESOLVED.length + 1));
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const folder = folderOf(file, options);
      if (folder === null) return null;
      // A changed catalogue compiles its modules again (npm start), with the messages it has now.
      this.addWatchFile(`${options.root}/${folder}/locales/${options.sourceLocale}.po`);
      const messages = messagesUsed(code, await options.sourceMessages(folder));
      if (messages === null) return null;
      // Line numbers move by three; the maps keep the rest of the file exact.
      return { code: registration(folder, messages) + code, map: null };
    },
  };
}

/**
 * A folder's source-language catalogue, compiled as Lingui's loader compiles it: read once per
 * build (and again when the file changes under `npm start`).
 */
export function linguiSourceMessages(
  root: string,
): (folder: string) => Promise<Record<string, unknown>> {
  const compiled = new Map<
    string,
    { changed: number; messages: Promise<Record<string, unknown>> }
  >();
  return (folder) => {
    const file = `${root}/${folder}/locales/en.po`;
    const changed = existsSync(file) ? statSync(file).mtimeMs : 0;
    const known = compiled.get(folder);
    if (known && known.changed === changed) return known.messages;
    const messages = compileSource(root, folder);
    compiled.set(folder, { changed, messages });
    return messages;
  };
}

async function compileSource(root: string, folder: string): Promise<Record<string, unknown>> {
  const { createCompiledCatalog, getCatalogForFile, getCatalogs } = await import('@lingui/cli/api');
  const { getConfig } = await import('@lingui/conf');
  const config = getConfig({ cwd: root, skipValidation: true });
  const found = getCatalogForFile(
    `${folder}/locales/${config.sourceLocale}.po`,
    await getCatalogs(config),
  );
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
