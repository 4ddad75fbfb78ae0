import { describe, expect, it } from 'vitest';
import { catalogueFolder } from '../../i18n.folders.ts';
import {
  chunkIdsIn,
  chunkRegistrations,
  chunkTranslations,
  folderCatalogues,
  type FolderCataloguesOptions,
  folderOf,
  languageModule,
  languagesModule,
  messagesUsed,
  registration,
  shortId,
  shortMessageIds,
  translationFileName,
  withShortIds,
} from './folderCatalogues.ts';

const options = {
  root: '/project',
  entries: ['src/features/seats', 'src/shared/ui/SignedInUser.tsx', 'src/app/*.tsx'],
  catalogueFolder,
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja'],
  // The seats folder's catalogues, compiled: a plain message and one with a placeholder.
  compiledMessages: (_folder: string, locale: string) =>
    Promise.resolve(
      locale === 'en'
        ? { KDw4GX: 'Seats', a1B2c3: ['Seat ', ['n']], Zz9Yy8: 'Unused' }
        : { KDw4GX: `Seats (${locale})`, a1B2c3: [`Seat (${locale}) `, ['n']], Zz9Yy8: 'x' },
    ),
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

/** The plugin's hooks as Vite calls them, for a build (`command: 'build'`) or a dev server. */
function hooks(command: 'build' | 'serve', more: Partial<FolderCataloguesOptions> = {}) {
  const plugin = folderCatalogues({ ...options, ...more });
  (plugin.configResolved as (config: { command: string; base: string }) => void)({
    command,
    base: '/',
  });
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    addWatchFile: () => undefined,
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  };
  return {
    emitted,
    joinTranslations: plugin.api.joinTranslations,
    transform: (code: string, id: string) =>
      (
        plugin.transform as unknown as (
          this: typeof context,
          code: string,
          id: string,
        ) => Promise<{ code: string } | null>
      ).call(context, code, id),
    renderChunk: (code: string, moduleIds: string[]) =>
      (
        plugin.renderChunk as unknown as (
          this: typeof context,
          code: string,
          chunk: { moduleIds: string[] },
        ) => Promise<{ code: string } | null>
      ).call(context, code, { moduleIds }),
    generateBundle: () =>
      (plugin.generateBundle as unknown as (this: typeof context) => void).call(context),
    load: (id: string) =>
      (plugin.load as unknown as (id: string) => Promise<string | null>).call(context, id),
  };
}

describe('the registration put ahead of a module that reads messages', () => {
  it('registers its own English at once under its folder, with the whole catalogue per other language', () => {
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
    const { transform } = hooks('serve');
    expect(await transform("export const x = 'y';", '/project/src/features/seats/x.ts')).toBeNull();
    const code = 'export const x = () => i18n._({ id: "KDw4GX" });';
    expect(await transform(code, '/project/src/features/seats/x.ts')).toEqual({
      code: registration('src/features/seats', { KDw4GX: 'Seats' }) + code,
      map: null,
    });
  });
});

describe("a production build: each chunk's own translations", () => {
  it('writes, per language, a file of the messages its modules read, and registers the chunk by the id that names them', async () => {
    const { transform, renderChunk, generateBundle, emitted } = hooks('build');
    const reads = (id: string) => `export const x = () => i18n._({ id: "${id}" });`;
    const first = await transform(reads('KDw4GX'), '/project/src/features/seats/a.ts');
    const second = await transform(reads('a1B2c3'), '/project/src/features/seats/b.ts');
    await transform(reads('Zz9Yy8'), '/project/src/features/seats/elsewhere.ts');
    // By the build's short ids (the catalogue's three, sorted: KDw4GX a, Zz9Yy8 b, a1B2c3 c).
    expect(first?.code).toContain(
      '__registerCatalogue("__FOLDER_CATALOGUES_UNIT__", {"a":"Seats"}, __languages, __chunkFiles);',
    );
    expect(first?.code).toContain('i18n._({ id: "a" })');
    const chunk = `${first?.code}\n${second?.code}`;
    const rendered = await renderChunk(chunk, [
      '/project/src/features/seats/a.ts',
      '/project/src/features/seats/b.ts',
      '/project/src/features/shell.ts',
    ]);
    generateBundle();
    const { id, files } = chunkTranslations({
      de: { a: 'Seats (de)', c: ['Seat (de) ', ['n']] },
      ja: { a: 'Seats (ja)', c: ['Seat (ja) ', ['n']] },
    });
    // Only the chunk's two messages, not the folder's third.
    expect(emitted).toEqual(
      files.map(({ fileName, source }) => ({ type: 'asset', fileName, source })),
    );
    expect(files.map(({ fileName }) => fileName)).toEqual([
      translationFileName('de', id),
      translationFileName('ja', id),
    ]);
    expect(rendered?.code).toBe(chunkRegistrations(chunk, id));
    expect(rendered?.code).not.toMatch(/__FOLDER_CATALOGUES/);
    // Both modules register the same unit, the chunk, by the id the boot script lists.
    const units = [...(rendered?.code ?? '').matchAll(/__registerCatalogue\("(chunk:[\w-]+)"/g)];
    expect(units.map(([, unit]) => unit)).toEqual([`chunk:${id}`, `chunk:${id}`]);
    expect(chunkIdsIn(rendered?.code ?? '')).toEqual([id]);
    // As the minifier quotes it.
    expect(chunkIdsIn(`(0,q.f)(\`chunk:${id}\`,{a:[\`A\`]},q.o,q.c)`)).toEqual([id]);
    expect(await renderChunk('export const y = 1;', ['/project/src/features/shell.ts'])).toBeNull();
  });

  it("puts the English of a module a first load does not run in its chunk's files, as the other languages", async () => {
    const { transform, renderChunk, generateBundle, emitted, load } = hooks('build', {
      sourceInFiles: (id) => id.endsWith('/later.ts'),
    });
    const reads = 'export const x = () => i18n._({ id: "KDw4GX" });';
    const shell = await transform(reads, '/project/src/features/seats/shell.ts');
    const later = await transform(reads, '/project/src/features/seats/later.ts');
    // The shell's English with its code (its stand-in should a file fail), the later chunk's not.
    expect(shell?.code).toContain(
      '__registerCatalogue("__FOLDER_CATALOGUES_UNIT__", {"a":"Seats"}',
    );
    expect(later?.code).toContain(
      '__registerCatalogue("__FOLDER_CATALOGUES_UNIT__", null, __languages, __chunkFiles);',
    );
    await renderChunk(shell?.code ?? '', ['/project/src/features/seats/shell.ts']);
    await renderChunk(later?.code ?? '', ['/project/src/features/seats/later.ts']);
    generateBundle();
    const files = emitted.map(({ fileName }) => fileName.replace(/-[\w-]{8}\.js$/, ''));
    expect(files.filter((file) => file.endsWith('-en'))).toEqual(['assets/messages-en']);
    expect(emitted.find(({ fileName }) => fileName.includes('-en-'))?.source).toBe(
      chunkTranslations({ en: { a: 'Seats' } }).files[0]?.source,
    );
    // English has its loaders in a build, as every other language.
    expect(await load('\0virtual:folder-catalogues')).toContain(
      "en: () => import('virtual:folder-catalogues/en'),",
    );
  });

  it('joins the translations of the chunks a page lands on in one file per language, named by their ids', async () => {
    const { transform, renderChunk, joinTranslations } = hooks('build');
    const reads = (id: string) => `export const x = () => i18n._({ id: "${id}" });`;
    const chunkOf = async (message: string, module: string) => {
      const transformed = await transform(reads(message), module);
      const rendered = await renderChunk(transformed?.code ?? '', [module]);
      return chunkIdsIn(rendered?.code ?? '')[0] ?? '';
    };
    const shell = await chunkOf('KDw4GX', '/project/src/features/seats/shell.ts');
    const screen = await chunkOf('a1B2c3', '/project/src/features/seats/screen.ts');
    const files = joinTranslations([shell, screen]);
    expect(files.map(({ fileName }) => fileName)).toEqual([
      translationFileName('de', `${shell}${screen}`),
      translationFileName('ja', `${shell}${screen}`),
    ]);
    // The same code as one chunk's file of both messages would be.
    const both = chunkTranslations({
      de: { a: 'Seats (de)', c: ['Seat (de) ', ['n']] },
      ja: { a: 'Seats (ja)', c: ['Seat (ja) ', ['n']] },
    });
    expect(files.map(({ source }) => source)).toEqual(both.files.map(({ source }) => source));
    expect(() => joinTranslations([shell, 'unknown1'])).toThrow(/unknown1/);
  });

  it('names the files by their content, so that a changed translation is new files', () => {
    const a = chunkTranslations({ de: { KDw4GX: 'Plätze' }, ja: { KDw4GX: '席' } });
    expect(a.files[0]?.fileName).toMatch(/^assets\/messages-de-[\w-]{8}\.js$/);
    expect(chunkTranslations({ de: { KDw4GX: 'Plätze' }, ja: { KDw4GX: '席' } }).id).toBe(a.id);
    expect(chunkTranslations({ de: { KDw4GX: 'Sitze' }, ja: { KDw4GX: '席' } }).id).not.toBe(a.id);
    expect(chunkTranslations({ de: { KDw4GX: 'Plätze' }, ja: { KDw4GX: '座席' } }).id).not.toBe(
      a.id,
    );
    expect(a.files[0]?.source).toBe(
      'export const messages = JSON.parse(\'{"KDw4GX":"Plätze"}\');\n',
    );
  });

  it('writes a file the browser reads back as the same messages, quotes and backslashes too', async () => {
    const messages = { a: ['Reason\'s "Studio" \\ C:\\', ['n']], b: 'Zeile 1\nZeile 2' };
    const { source } = chunkTranslations({ de: messages }).files[0] ?? { source: '' };
    const file = `data:text/javascript,${encodeURIComponent(source)}`;
    expect(((await import(/* @vite-ignore */ file)) as { messages: unknown }).messages).toEqual(
      messages,
    );
  });
});

describe('the language modules', () => {
  it('loads each language other than the source language as one module', () => {
    expect(languagesModule(options)).toBe(
      [
        "import { importTranslation } from '/src/shared/i18n/importTranslation.ts';",
        'export const languages = {',
        "  de: () => import('virtual:folder-catalogues/de'),",
        "  ja: () => import('virtual:folder-catalogues/ja'),",
        '};',
        'const file = (locale, unit) => importTranslation("/assets/messages-" + locale + "-" + unit.slice(6) + ".js");',
        'export const chunkFiles = (unit) => ({',
        "  de: () => file('de', unit),",
        "  ja: () => file('ja', unit),",
        '});',
        '',
      ].join('\n'),
    );
  });

  it('gathers every folder’s catalogue in the language as one set of messages', () => {
    expect(languageModule(['src/features/seats', 'src/shared/ui'], 'de')).toBe(
      [
        "import { messages as m0 } from '/src/features/seats/locales/de.po';",
        "import { messages as m1 } from '/src/shared/ui/locales/de.po';",
        'export const messages = { ...m0, ...m1 };',
        '',
      ].join('\n'),
    );
  });

  it('resolves the modules for the languages it knows, and no other', async () => {
    const plugin = folderCatalogues(options);
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(resolveId('virtual:folder-catalogues')).toBe('\0virtual:folder-catalogues');
    expect(resolveId('virtual:folder-catalogues/de')).toBe('\0virtual:folder-catalogues/de');
    expect(resolveId('virtual:folder-catalogues/en')).toBeNull();
    expect(resolveId('virtual:folder-catalogues/xx')).toBeNull();
    expect(await load('\0virtual:folder-catalogues/ja')).toBe(
      languageModule(['src/features/seats', 'src/shared/ui', 'src/app'], 'ja'),
    );
  });

  it("in a build, holds the whole language by the build's short ids", async () => {
    const plugin = folderCatalogues(options);
    (plugin.configResolved as (config: { command: string; base: string }) => void)({
      command: 'build',
      base: '/',
    });
    const load = plugin.load as (id: string) => Promise<string | null>;
    expect(await load('\0virtual:folder-catalogues/ja')).toBe(
      chunkTranslations({
        ja: { a: 'Seats (ja)', b: 'x', c: ['Seat (ja) ', ['n']] },
      }).files[0]?.source,
    );
  });
});

describe("a production build's short message ids", () => {
  it.each([
    [0, 'a'],
    [25, 'z'],
    [26, 'A'],
    [51, 'Z'],
    [52, 'aa'],
    [53, 'ba'],
    [52 * 64 + 51, 'Z$'],
    [52 * 65, 'aaa'],
  ])('the id numbered %i is %s', (n, id) => {
    expect(shortId(n)).toBe(id);
  });

  it('gives each number its own id, a letter first, never longer than a shorter one left free', () => {
    const ids = Array.from({ length: 52 * 65 + 100 }, (_, n) => shortId(n));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-zA-Z][\w$]*$/.test(id))).toBe(true);
    expect(ids.map((id) => id.length)).toEqual([...ids.map((id) => id.length)].sort());
  });

  it('numbers the catalogues in their order, each sorted, a message two folders share once', () => {
    const ids = shortMessageIds([
      { zzzzzz: 'Shell', KDw4GX: 'Seats' },
      { a1B2c3: 'Seat', KDw4GX: 'Seats' },
    ]);
    expect([...ids]).toEqual([
      ['KDw4GX', 'a'],
      ['zzzzzz', 'b'],
      ['a1B2c3', 'c'],
    ]);
  });

  const ids = new Map([
    ['KDw4GX', 'a'],
    ['a1B2c3', 'b'],
  ]);
  it.each([
    ['a descriptor', 'i18n._({ id: "KDw4GX" })', 'i18n._({ id: "a" })'],
    ['a descriptor, minified', 'o.a._({id:`a1B2c3`,values:{n:e}})', 'o.a._({id:`b`,values:{n:e}})'],
    ['<Trans>', '<Trans id="KDw4GX" />', '<Trans id="a" />'],
    ['<Trans>, compiled', "jsx(Trans, { id: 'KDw4GX' })", "jsx(Trans, { id: 'a' })"],
    ['an element id, not a message', '<div id="summary" />', '<div id="summary" />'],
    ['an id no catalogue has', 'i18n._({ id: "Zz9Yy8" })', 'i18n._({ id: "Zz9Yy8" })'],
  ])('rewrites %s', (_, code, rewritten) => {
    expect(withShortIds(code, ids)).toBe(rewritten);
  });
});
