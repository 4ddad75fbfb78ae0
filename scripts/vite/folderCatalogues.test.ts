import { describe, expect, it } from 'vitest';
import { catalogueFolder } from '../../i18n.folders.ts';
import { folderCatalogues, folderOf, messagesUsed, registration } from './folderCatalogues.ts';

const options = {
  root: '/project',
  entries: ['src/features/seats', 'src/shared/ui/SignedInUser.tsx', 'src/app/*.tsx'],
  catalogueFolder,
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja'],
  // The seats folder's English, compiled: a plain message and one with a placeholder.
  sourceMessages: () =>
    Promise.resolve({ KDw4GX: 'Seats', a1B2c3: ['Seat ', ['n']], Zz9Yy8: 'Unused' }),
};

describe('folderOf: the catalogue a module registers', () => {
  it.each([
    ['/project/src/features/seats/SeatsScreen.tsx', 'src/features/seats'],
    ['/project/src/features/seats/rules/seats.ts', 'src/features/seats'],
    ['/project/src/shared/ui/SignedInUser.tsx', 'src/shared/ui'],
    ['/project/src/app/Providers.tsx', 'src/app'],
    ['/project/src/app/shell/AccountShell.tsx', null],
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

describe('the messages a compiled module reads', () => {
  const catalogue = { KDw4GX: 'Seats', a1B2c3: ['Seat ', ['n']], Zz9Yy8: 'Unused' };
  it.each([
    ['a descriptor', 'i18n._({ id: "KDw4GX" })', { KDw4GX: 'Seats' }],
    ['a descriptor, minified', 'o.a._({id:`a1B2c3`,values:{n:e}})', { a1B2c3: ['Seat ', ['n']] }],
    ['<Trans>', '<Trans id="KDw4GX" />', { KDw4GX: 'Seats' }],
    ['<Trans>, compiled', "jsx(Trans, { id: 'KDw4GX' })", { KDw4GX: 'Seats' }],
    ['an element id, not a message', '<div id="summary" />', null],
    ['no ids', "export const x = 'y';", null],
  ])('%s', (_, code, messages) => {
    expect(messagesUsed(code, catalogue)).toEqual(messages);
  });
});

describe('the registration put ahead of a module that reads messages', () => {
  it('registers its own English at once and every other language of its folder lazily', () => {
    expect(registration('src/features/seats', { KDw4GX: 'Seats' }, options)).toBe(
      [
        "import { registerCatalogue as __registerCatalogue } from '/src/shared/i18n/catalogues.ts';",
        '__registerCatalogue("src/features/seats", {"KDw4GX":"Seats"}, { de: () => import(\'/src/features/seats/locales/de.po\'), ja: () => import(\'/src/features/seats/locales/ja.po\') });',
        '',
      ].join('\n'),
    );
  });

  it('leaves a module that reads no message as it is', async () => {
    const plugin = folderCatalogues(options);
    const transform = plugin.transform as (
      this: { addWatchFile: (file: string) => void },
      code: string,
      id: string,
    ) => Promise<unknown>;
    const context = { addWatchFile: () => undefined };
    expect(
      await transform.call(context, "export const x = 'y';", '/project/src/features/seats/x.ts'),
    ).toBeNull();
    const code = 'export const x = () => i18n._({ id: "KDw4GX" });';
    expect(await transform.call(context, code, '/project/src/features/seats/x.ts')).toEqual({
      code: registration('src/features/seats', { KDw4GX: 'Seats' }, options) + code,
      map: null,
    });
  });
});
