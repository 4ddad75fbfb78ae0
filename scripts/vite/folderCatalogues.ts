/**
 * Each converted folder's catalogues go with the code that uses them (decision 017): every module
 * of a folder in i18n.folders.ts that uses a Lingui macro gets, ahead of its own code,
 *
 *   import { messages } from '/<folder>/locales/en.po';
 *   registerCatalogue('<folder>', messages, { de: () => import('/<folder>/locales/de.po'), … });
 *
 * so English lands in the chunk of that code and every other language is a small chunk per folder,
 * downloaded when the code that needs it loads (src/shared/i18n/catalogues.ts). A hand-written
 * import in each file would be the same lines in every file, forgotten in the next one.
 */
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

export interface FolderCataloguesOptions {
  root: string;
  /** i18n.folders.ts's entries: folders, or single files standing for their folder. */
  entries: readonly string[];
  catalogueFolder: (entry: string) => string;
  sourceLocale: string;
  locales: readonly string[];
}

const REGISTRY = '/src/shared/i18n/catalogues.ts';
const USES_MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

/** The catalogue folder a source file belongs to, or null when it is not converted. */
export function folderOf(
  file: string,
  { root, entries, catalogueFolder }: Omit<FolderCataloguesOptions, 'sourceLocale' | 'locales'>,
): string | null {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('..') || /\/locales\//.test(path) || /\.test\.tsx?$/.test(path)) return null;
  if (!/\.tsx?$/.test(path)) return null;
  const entry = entries.find((candidate) =>
    /\.tsx?$/.test(candidate) ? path === candidate : path.startsWith(`${candidate}/`),
  );
  return entry === undefined ? null : catalogueFolder(entry);
}

/** The lines put ahead of a module of `folder`. */
export function registration(
  folder: string,
  { sourceLocale, locales }: Pick<FolderCataloguesOptions, 'sourceLocale' | 'locales'>,
): string {
  const loaders = locales
    .filter((locale) => locale !== sourceLocale)
    .map((locale) => `${locale}: () => import('/${folder}/locales/${locale}.po')`)
    .join(', ');
  return [
    `import { messages as __linguiSource } from '/${folder}/locales/${sourceLocale}.po';`,
    `import { registerCatalogue as __registerCatalogue } from '${REGISTRY}';`,
    `__registerCatalogue(${JSON.stringify(folder)}, __linguiSource, { ${loaders} });`,
    '',
  ].join('\n');
}

export function folderCatalogues(options: FolderCataloguesOptions): Plugin {
  return {
    name: 'folder-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!USES_MACRO.test(code)) return null;
      const folder = folderOf(file, options);
      if (folder === null) return null;
      // Line numbers move by three; the maps keep the rest of the file exact.
      return { code: registration(folder, options) + code, map: null };
    },
  };
}
