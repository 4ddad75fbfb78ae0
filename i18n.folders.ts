/**
 * The folders whose customer-visible text goes through the i18n catalogue (docs/translating.md).
 * (A single file may stand for its folder until the folder is converted.) Each has its own catalogues, `<folder>/locales/<locale>.po`, and ESLint refuses literal UI text
 * in it. Converting a folder: wrap its texts, add it here, `npm run i18n:extract`, translate,
 * `npm run i18n:check`.
 */
export const LOCALIZED_FOLDERS = [
  // The error mapper: the catalogue's messages (the rest of src/api is the HTTP layer).
  'src/api/errorMessages.ts',
  'src/app/screens',
  'src/app/session',
  'src/app/shell',
  'src/features/password',
  'src/features/profile',
  'src/shared/format/format.ts',
  'src/shared/i18n',
  'src/shared/screens',
  // One file of a folder not converted yet: its catalogue is the folder's.
  'src/shared/ui/SignedInUser.tsx',
];

/** A list entry's catalogue folder: the folder itself, or the folder a single file is in. */
export const catalogueFolder = (entry: string): string =>
  /\.tsx?$/.test(entry) ? entry.slice(0, entry.lastIndexOf('/')) : entry;
