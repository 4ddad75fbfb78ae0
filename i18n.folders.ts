/**
 * The folders whose customer-visible text goes through the i18n catalogue (docs/translating.md).
 * (A single file may stand for its folder until the folder is converted.) Each has its own catalogues, `<folder>/locales/<locale>.po`, and ESLint refuses literal UI text
 * in it. Converting a folder: wrap its texts, add it here, `npm run i18n:extract`, translate,
 * `npm run i18n:check`.
 */
export const LOCALIZED_FOLDERS = [
  // The error mapper: the catalogue's messages and the forms' part (the rest of src/api is the
  // HTTP layer).
  'src/api/errorMessages.ts',
  'src/api/formErrors.ts',
  'src/api/refusalWordings.ts',
  // The composition root's own files (its folders have their own catalogues; mockMode is
  // developer-only and stays English).
  'src/app/*.tsx',
  'src/app/screens',
  'src/app/session',
  'src/app/shell',
  'src/features/billing',
  'src/features/coupons',
  'src/features/computers',
  'src/features/licenses',
  'src/features/password',
  'src/features/payment',
  'src/features/orders',
  'src/features/profile',
  'src/features/receipts',
  'src/features/seats',
  'src/features/subscription',
  'src/features/signup',
  'src/shared/files',
  'src/shared/format',
  'src/shared/forms',
  'src/shared/i18n',
  'src/shared/lists',
  'src/shared/plans',
  'src/shared/products',
  'src/shared/scheduling',
  'src/shared/screens',
  'src/shared/session',
  'src/shared/ui',
];

/** A list entry's catalogue folder: the folder itself, or the folder a single file is in. */
export const catalogueFolder = (entry: string): string =>
  /\.tsx?$/.test(entry) ? entry.slice(0, entry.lastIndexOf('/')) : entry;
