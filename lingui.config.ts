import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogueFolder, LOCALIZED_FOLDERS } from './i18n.folders.ts';

/**
 * The portal's languages (decision 017): English is the source; `pseudo` is made from English at
 * run time (src/shared/i18n/pseudo.ts) and has no catalogue to translate. One catalogue per
 * converted folder and language, `<folder>/locales/<locale>.po`, so folders convert in parallel.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // One catalogue per folder, with every entry standing for it (src/api's two files).
  catalogs: [...new Set(LOCALIZED_FOLDERS.map(catalogueFolder))].map((folder) => ({
    path: `<rootDir>/${folder}/locales/{locale}`,
    include: LOCALIZED_FOLDERS.filter((entry) => catalogueFolder(entry) === folder).map(
      (entry) => `<rootDir>/${entry}`,
    ),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
  })),
  orderBy: 'message',
});
