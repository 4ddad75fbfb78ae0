import { describe, expect, it } from 'vitest';
import { catalogueFolder } from '../../i18n.folders.ts';
import { folderCatalogues, folderOf, registration } from './folderCatalogues.ts';

const options = {
  root: '/project',
  entries: ['src/features/seats', 'src/shared/ui/SignedInUser.tsx'],
  catalogueFolder,
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja'],
};

describe('folderOf: the catalogue a module registers', () => {
  it.each([
    ['/project/src/features/seats/SeatsScreen.tsx', 'src/features/seats'],
    ['/project/src/features/seats/rules/seats.ts', 'src/features/seats'],
    ['/project/src/shared/ui/SignedInUser.tsx', 'src/shared/ui'],
    // Not converted, a test, a catalogue, not code, outside the project.
    ['/project/src/shared/ui/RecordTable.tsx', null],
    ['/project/src/features/seats/SeatsScreen.test.tsx', null],
    ['/project/src/features/seats/locales/de.po', null],
    ['/project/src/features/seats/Seats.module.css', null],
    ['/elsewhere/src/features/seats/SeatsScreen.tsx', null],
  ])('%s → %s', (file, folder) => {
    expect(folderOf(file, options)).toBe(folder);
  });
});

describe('the registration put ahead of a module that uses a macro', () => {
  it('imports English at once and every other language lazily', () => {
    expect(registration('src/features/seats', options)).toBe(
      [
        "import { messages as __linguiSource } from '/src/features/seats/locales/en.po';",
        "import { registerCatalogue as __registerCatalogue } from '/src/shared/i18n/catalogues.ts';",
        "__registerCatalogue(\"src/features/seats\", __linguiSource, { de: () => import('/src/features/seats/locales/de.po'), ja: () => import('/src/features/seats/locales/ja.po') });",
        '',
      ].join('\n'),
    );
  });

  it('leaves a module without a macro as it is', () => {
    const plugin = folderCatalogues(options);
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform("export const x = 'y';", '/project/src/features/seats/x.ts')).toBeNull();
    const code = "import { t } from '@lingui/core/macro';\nexport const x = () => t`Seats`;";
    expect(transform(code, '/project/src/features/seats/x.ts')).toEqual({
      code: registration('src/features/seats', options) + code,
      map: null,
    });
  });
});
