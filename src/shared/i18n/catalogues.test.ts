import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  adoptLandingTranslations,
  cataloguesReady,
  loadCatalogues,
  prefetchTranslations,
  registerCatalogue,
  TRANSLATION_WAIT_MS,
} from './catalogues.ts';
import { activateEnglish, activateLocale } from './i18n.ts';

afterAll(() => {
  adoptLandingTranslations(undefined);
  activateEnglish();
});

/** Translations the test settles when it chooses: downloads finish in any order. */
function deferred(messages: Record<string, string>) {
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { load: () => ready.then(() => ({ messages })), settle };
}

/** A loader that counts its downloads under `name`. */
const counted = (fetched: string[], name: string, messages: Record<string, string>) => () => {
  fetched.push(name);
  return Promise.resolve({ messages });
};

describe('catalogues per unit', () => {
  it('keeps each unit its own translation whichever download arrives first', async () => {
    const first = deferred({ 'test.a': 'A auf Deutsch' });
    const second = deferred({ 'test.b': 'B auf Deutsch' });
    registerCatalogue('test/first', { 'test.a': 'A in English' }, {}, () => ({ de: first.load }));
    registerCatalogue('test/second', { 'test.b': 'B in English' }, {}, () => ({ de: second.load }));
    const loading = loadCatalogues('de');
    // The later unit's translation arrives first, the earlier unit's after it.
    second.settle();
    await Promise.resolve();
    first.settle();
    // Every unit registered so far loads too, and the file's other tests register some whose
    // download fails on purpose: run after them, this rejects. Only these two units are judged.
    await loading.catch(() => undefined);
    i18n.activate('de');
    expect(i18n._('test.a')).toBe('A auf Deutsch');
    expect(i18n._('test.b')).toBe('B auf Deutsch');
    i18n.activate('en');
    expect(i18n._('test.a')).toBe('A in English');
    expect(i18n._('test.b')).toBe('B in English');
  });
});

describe('a language whose download fails', () => {
  it('shows the unit in English, never its message ids, and in the language once it arrives', async () => {
    let fail = true;
    const load = () =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ messages: { 'test.c': 'C auf Deutsch' } });
    registerCatalogue('test/failing', { 'test.c': 'C in English' }, {}, () => ({ de: load }));
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('test.c')).toBe('C in English');
    fail = false;
    await activateLocale('de');
    expect(i18n._('test.c')).toBe('C auf Deutsch');
  });
});

describe('a language whose download does not answer', () => {
  it('is waited for TRANSLATION_WAIT_MS at most from when its file was asked, English standing in until it comes', async () => {
    vi.useFakeTimers();
    try {
      const hanging = deferred({ 'test.h': 'H auf Deutsch' });
      registerCatalogue('test/hanging', { 'test.h': 'H in English' }, {}, () => ({
        de: hanging.load,
      }));
      let activated = false;
      void activateLocale('de').then(() => (activated = true));
      await vi.advanceTimersByTimeAsync(TRANSLATION_WAIT_MS - 1);
      expect(activated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(activated).toBe(true);
      expect(i18n.locale).toBe('de');
      expect(i18n._('test.h')).toBe('H in English');

      // A later wait for the same file does not start the clock again.
      let ready = false;
      void cataloguesReady().then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(ready).toBe(true);

      hanging.settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(i18n._('test.h')).toBe('H auf Deutsch');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a chunk's own translations, and the language's whole catalogue", () => {
  it("fetches a chunk's own file as it registers in the language; once the whole catalogue is asked for, every later chunk reads that", async () => {
    const fetched: string[] = [];
    const languages = {
      de: counted(fetched, 'whole', {
        'test.s': 'S auf Deutsch',
        'test.o': 'O auf Deutsch',
        'test.l': 'L auf Deutsch',
      }),
    };
    // A chunk's own files, by its unit (the build's `chunkFiles`: one id names them in every language).
    const own: Record<string, Record<string, string>> = {
      'chunk:shell': { 'test.s': 'S auf Deutsch' },
      'chunk:opened': { 'test.o': 'O auf Deutsch' },
      'chunk:later': { 'test.l': 'L auf Deutsch' },
    };
    const chunkFiles = (unit: string) => ({
      de: counted(fetched, unit.slice('chunk:'.length), own[unit] ?? {}),
    });
    registerCatalogue('chunk:shell', { 'test.s': 'S in English' }, languages, chunkFiles);
    registerCatalogue('chunk:opened', { 'test.o': 'O in English' }, languages, chunkFiles);
    await activateLocale('de');
    expect([i18n._('test.s'), i18n._('test.o')]).toEqual(['S auf Deutsch', 'O auf Deutsch']);
    // The first screen downloads its chunks' own translations, not the whole language…
    expect(fetched).toEqual(['shell', 'opened']);
    // …which comes after it, once, so that opening another screen waits for no translation.
    await prefetchTranslations('de');
    await prefetchTranslations('de');
    expect(fetched).toEqual(['shell', 'opened', 'whole']);
    registerCatalogue('chunk:later', { 'test.l': 'L in English' }, languages, chunkFiles);
    await cataloguesReady();
    expect(i18n._('test.l')).toBe('L auf Deutsch');
    expect(fetched).toEqual(['shell', 'opened', 'whole']);
    await prefetchTranslations('en');
    expect(fetched).toHaveLength(3);
  });

  it("reads a chunk's own file when the whole catalogue on its way fails", async () => {
    const fetched: string[] = [];
    let failWhole: (error: Error) => void = () => undefined;
    const failing = () => {
      fetched.push('whole');
      return new Promise<never>((_, reject) => {
        failWhole = reject;
      });
    };
    const languages = { fr: failing };
    registerCatalogue('chunk:first-fr', { 'test.v': 'V in English' }, languages, () => ({
      fr: counted(fetched, 'first', { 'test.v': 'V en français' }),
    }));
    await activateLocale('fr');
    // The customer reaches for another part: its chunk registers while the whole is on its way.
    const asked = prefetchTranslations('fr').catch(() => 'failed');
    registerCatalogue('chunk:opened-fr', { 'test.w': 'W in English' }, languages, () => ({
      fr: counted(fetched, 'own', { 'test.w': 'W en français' }),
    }));
    const ready = cataloguesReady();
    failWhole(new TypeError('Failed to fetch dynamically imported module'));
    await ready;
    expect(await asked).toBe('failed');
    expect(i18n._('test.w')).toBe('W en français');
    expect(fetched).toEqual(['first', 'whole', 'own']);
  });

  it('registers by folder with the whole catalogue alone where chunks have no files (the development server, tests)', async () => {
    const fetched: string[] = [];
    const languages = { ja: counted(fetched, 'whole', { 'test.f': 'F（日本語）' }) };
    registerCatalogue('test/folder', { 'test.f': 'F in English' }, languages);
    await activateLocale('ja');
    expect(i18n._('test.f')).toBe('F（日本語）');
    expect(fetched).toEqual(['whole']);
  });
});

describe('the translations the page landed with, in one file', () => {
  const KEYS = { shell: 'ls', screen: 'lc', later: 'll' };
  /** Chunk files that count their downloads; the landing file holds `shell` and `screen`. */
  function landedOn(locale: string, landingFails = false) {
    const fetched: string[] = [];
    const own: Record<string, Record<string, string>> = {
      [`chunk:shell-${locale}`]: { [`test.ls.${locale}`]: `shell (${locale})` },
      [`chunk:screen-${locale}`]: { [`test.lc.${locale}`]: `screen (${locale})` },
      [`chunk:later-${locale}`]: { [`test.ll.${locale}`]: `later (${locale})` },
    };
    const chunkFiles = (unit: string) => ({
      [locale]: counted(fetched, unit.slice('chunk:'.length), own[unit] ?? {}),
    });
    adoptLandingTranslations(
      { locale, ids: [`shell-${locale}`, `screen-${locale}`], url: `/joined-${locale}.js` },
      (url) => {
        fetched.push(url);
        return landingFails
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({
              messages: { ...own[`chunk:shell-${locale}`], ...own[`chunk:screen-${locale}`] },
            });
      },
    );
    const register = (name: 'shell' | 'screen' | 'later') =>
      registerCatalogue(
        `chunk:${name}-${locale}`,
        { [`test.${KEYS[name]}.${locale}`]: `${name} in English` },
        {},
        chunkFiles,
      );
    return { fetched, register };
  }

  it('reads every chunk it holds from it, asked once, and a chunk it does not hold from its own file', async () => {
    const { fetched, register } = landedOn('de');
    register('shell');
    register('screen');
    await activateLocale('de');
    expect([i18n._('test.ls.de'), i18n._('test.lc.de')]).toEqual(['shell (de)', 'screen (de)']);
    expect(fetched).toEqual(['/joined-de.js']);
    register('later');
    await cataloguesReady();
    expect(i18n._('test.ll.de')).toBe('later (de)');
    expect(fetched).toEqual(['/joined-de.js', 'later-de']);
  });

  it("takes each chunk's own file when it fails, asking it once", async () => {
    const { fetched, register } = landedOn('es', true);
    register('shell');
    register('screen');
    await activateLocale('es');
    expect([i18n._('test.ls.es'), i18n._('test.lc.es')]).toEqual(['shell (es)', 'screen (es)']);
    expect(fetched).toEqual(['/joined-es.js', 'shell-es', 'screen-es']);
  });

  it("serves only its own language: another one chosen reads the chunks' own files", async () => {
    const { fetched, register } = landedOn('fr');
    register('shell');
    register('screen');
    await activateLocale('ja');
    expect(fetched).toEqual([]);
  });
});

describe('a chunk whose English comes in its files (a build: every chunk a first load does not run)', () => {
  /** A chunk registering `null`, its files in English and German counting their downloads. */
  function chunkWithEnglishInFiles(name: string, fails = { en: false, de: false }) {
    const fetched: string[] = [];
    const file = (locale: 'en' | 'de', messages: Record<string, string>) => () => {
      fetched.push(locale);
      return fails[locale]
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ messages });
    };
    const register = () =>
      registerCatalogue(`chunk:${name}`, null, {}, () => ({
        en: file('en', { [`test.${name}`]: `${name} in English` }),
        de: file('de', { [`test.${name}`]: `${name} auf Deutsch` }),
      }));
    return { fetched, register, fails };
  }

  it('downloads its English as it registers in English, and the part waits for it', async () => {
    activateEnglish();
    const { fetched, register } = chunkWithEnglishInFiles('dialog');
    register();
    await cataloguesReady();
    expect(i18n._('test.dialog')).toBe('dialog in English');
    expect(fetched).toEqual(['en']);
  });

  it('reads only the language in another one, and its own English stands in when that fails', async () => {
    await activateLocale('de');
    const german = chunkWithEnglishInFiles('screen');
    german.register();
    await cataloguesReady();
    expect(i18n._('test.screen')).toBe('screen auf Deutsch');
    expect(german.fetched).toEqual(['de']);

    const failing = chunkWithEnglishInFiles('failing', { en: false, de: true });
    failing.register();
    await cataloguesReady();
    expect(i18n._('test.failing')).toBe('failing in English');
    expect(failing.fetched).toEqual(['de', 'en']);
  });

  it('is a part that could not load, never message ids, when neither its language nor its English comes', async () => {
    await activateLocale('de');
    const { register, fails } = chunkWithEnglishInFiles('wordless', { en: true, de: true });
    register();
    await expect(cataloguesReady()).rejects.toThrow(/could not be loaded/);
    // Tried again (lazyPart's Try again), once the files come.
    fails.de = false;
    fails.en = false;
    await cataloguesReady();
    expect(i18n._('test.wordless')).toBe('wordless auf Deutsch');
  });

  it('fails no part for a chunk that registers while the part waits: that chunk is its own part', async () => {
    activateEnglish();
    registerCatalogue('chunk:waiting', null, {}, () => ({
      en: () => Promise.resolve({ messages: { 'test.waiting': 'waiting in English' } }),
    }));
    const ready = cataloguesReady();
    const racing = deferred({ 'test.racing': 'racing in English' });
    registerCatalogue('chunk:racing', null, {}, () => ({ en: racing.load }));
    await expect(ready).resolves.toBeUndefined();
    racing.settle();
    await cataloguesReady();
    expect(i18n._('test.racing')).toBe('racing in English');
  });

  it('makes pseudo from its English file', async () => {
    const { fetched, register } = chunkWithEnglishInFiles('accented');
    register();
    await activateLocale('pseudo');
    expect(i18n._('test.accented')).not.toBe('test.accented');
    expect(i18n._('test.accented')).toMatch(/[àáâãäåèéêëìíîïòóôõöùúûü]/i);
    expect(fetched).toContain('en');
  });
});
