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
  catalogs: LOCALIZED_FOLDERS.map((entry) => ({
    path: `<rootDir>/${catalogueFolder(entry)}/locales/{locale}`,
    include: [`<rootDir>/${entry}`],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
  })),
  orderBy: 'message',
});
