import { describe, expect, it } from 'vitest';
import { catalogueFolder } from '../../i18n.folders.ts';
import {
  folderCatalogues,
  folderOf,
  languageModule,
  languagesModule,
  messagesUsed,
  registration,
} from './folderCatalogues.ts';

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
  it('registers its own English at once, with the portal’s one loader per other language', () => {
    expect(registration('src/features/seats', { KDw4GX: 'Seats' })).toBe(
      [
        "import { registerCatalogue as __registerCatalogue } from '/src/shared/i18n/catalogues.ts';",
        "import { languages as __languages } from 'virtual:folder-catalogues';",
        '__registerCatalogue("src/features/seats", {"KDw4GX":"Seats"}, __languages);',
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
      code: registration('src/features/seats', { KDw4GX: 'Seats' }) + code,
      map: null,
    });
  });
});

describe('the language modules', () => {
  it('loads each language other than the source language as one module', () => {
    expect(languagesModule(options)).toBe(
      [
        'export const languages = {',
        "  de: () => import('virtual:folder-catalogues/de'),",
        "  ja: () => import('virtual:folder-catalogues/ja'),",
        '};',
        '',
      ].join('\n'),
    );
  });

  it('gathers every shared folder’s catalogue in the language, and a loader of each feature’s', () => {
    expect(languageModule(['src/features/seats', 'src/shared/ui', 'src/app'], 'de')).toBe(
      [
        "import { messages as m0 } from '/src/shared/ui/locales/de.po';",
        "import { messages as m1 } from '/src/app/locales/de.po';",
        'export const catalogues = {',
        '  "src/features/seats": () => import(\'/src/features/seats/locales/de.po\').then((module) => module.messages),',
        '  "src/shared/ui": m0,',
        '  "src/app": m1,',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('resolves the modules for the languages it knows, and no other', async () => {
    const plugin = folderCatalogues(options);
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(resolveId('virtual:folder-catalogues')).toBe('\0virtual:folder-catalogues');
    expect(resolveId('virtual:folder-catalogues/de')).toBe('\0virtual:folder-catalogues/de');
    expect(resolveId('virtual:folder-catalogues/en')).toBeNull();
    expect(resolveId('virtual:folder-catalogues/xx')).toBeNull();
    expect(load('\0virtual:folder-catalogues/ja')).toBe(
      languageModule(['src/features/seats', 'src/shared/ui', 'src/app'], 'ja'),
    );
  });
});
