import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogues, prefetchTranslations, registerCatalogue } from './catalogues.ts';
import { activateEnglish, activateLocale } from './i18n.ts';

afterAll(activateEnglish);

/** A language's loader the test settles when it chooses: downloads finish in any order. */
function deferred(folder: string, messages: Record<string, string>) {
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { load: () => ready.then(() => ({ catalogues: { [folder]: messages } })), settle };
}

describe('catalogues per folder', () => {
  it('keeps each folder its own translation whichever download arrives first', async () => {
    const first = deferred('test/first', { 'test.a': 'A auf Deutsch' });
    const second = deferred('test/second', { 'test.b': 'B auf Deutsch' });
    registerCatalogue('test/first', { 'test.a': 'A in English' }, { de: first.load });
    registerCatalogue('test/second', { 'test.b': 'B in English' }, { de: second.load });
    const loading = loadCatalogues('de');
    // The later folder's translation arrives first, the earlier folder's after it.
    second.settle();
    await Promise.resolve();
    first.settle();
    await loading;
    i18n.activate('de');
    expect(i18n._('test.a')).toBe('A auf Deutsch');
    expect(i18n._('test.b')).toBe('B auf Deutsch');
    i18n.activate('en');
    expect(i18n._('test.a')).toBe('A in English');
    expect(i18n._('test.b')).toBe('B in English');
  });
});

describe('a language whose download fails', () => {
  it('shows the folder in English, never its message ids, and in the language once it arrives', async () => {
    let fail = true;
    const load = () =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ catalogues: { 'test/failing': { 'test.c': 'C auf Deutsch' } } });
    registerCatalogue('test/failing', { 'test.c': 'C in English' }, { de: load });
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('test.c')).toBe('C in English');
    fail = false;
    await activateLocale('de');
    expect(i18n._('test.c')).toBe('C auf Deutsch');
  });
});

describe("a feature's catalogue, a chunk of its own", () => {
  it('is fetched when the feature registers in the language, and the rest once asked to prefetch', async () => {
    const fetched: string[] = [];
    const feature = (name: string, messages: Record<string, string>) => () => {
      fetched.push(name);
      return Promise.resolve(messages);
    };
    const catalogues = {
      'test/shared': { 'test.s': 'S auf Deutsch' },
      'src/features/opened': feature('opened', { 'test.o': 'O auf Deutsch' }),
      'src/features/later': feature('later', { 'test.l': 'L auf Deutsch' }),
    };
    const languages = { de: () => Promise.resolve({ catalogues }) };
    registerCatalogue('test/shared', { 'test.s': 'S in English' }, languages);
    registerCatalogue('src/features/opened', { 'test.o': 'O in English' }, languages);
    await activateLocale('de');
    expect([i18n._('test.s'), i18n._('test.o')]).toEqual(['S auf Deutsch', 'O auf Deutsch']);
    // A feature whose screen nobody opened is not fetched with the first screen…
    expect(fetched).toEqual(['opened']);
    // …but after it, so that opening it waits for no translation.
    await prefetchTranslations('de');
    expect(fetched).toEqual(['opened', 'opened', 'later']);
    await prefetchTranslations('en');
    expect(fetched).toHaveLength(3);
  });
});
