import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogues, registerCatalogue } from './catalogues.ts';
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
