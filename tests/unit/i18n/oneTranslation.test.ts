import { globSync, readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import config from '../../../lingui.config.ts';

/**
 * Lingui names a message by its English text and context, so the same text in two folders is one
 * message at run time: whichever folder's catalogue loads last decides what the customer reads
 * (the Japanese signup heading changed with the order the shell and the signup loaded). One text
 * has one translation per language; a text that means two things ("Canceled" for a payment and
 * for a subscription, which German says differently) carries a context in the source.
 */
const root = new URL('../../../', import.meta.url).pathname;
const po = formatter({ lineNumbers: false });

interface Entry {
  message?: string;
  context?: string;
  translation?: string;
}

async function translationsIn(locale: string): Promise<Map<string, Map<string, string[]>>> {
  const byMessage = new Map<string, Map<string, string[]>>();
  for (const file of globSync(`src/**/locales/${locale}.po`, { cwd: root })) {
    const catalogue = (await po.parse(readFileSync(`${root}${file}`, 'utf8'), {
      locale,
      sourceLocale: 'en',
      filename: file,
    })) as Record<string, Entry>;
    for (const [id, { message, context, translation }] of Object.entries(catalogue)) {
      const key = context ? `${message ?? id} (${context})` : (message ?? id);
      const translations = byMessage.get(key) ?? new Map<string, string[]>();
      const said = translation ?? '';
      translations.set(said, [...(translations.get(said) ?? []), file]);
      byMessage.set(key, translations);
    }
  }
  return byMessage;
}

describe('one translation per message and language', () => {
  it.each(config.locales)(
    '%s: a text found in several catalogues reads the same in each',
    async (locale) => {
      const byMessage = await translationsIn(locale);
      expect(byMessage.size).toBeGreaterThan(100);
      const disagreeing = [...byMessage]
        .filter(([, translations]) => translations.size > 1)
        .map(([message, translations]) => ({
          message,
          translations: Object.fromEntries(translations),
        }));
      expect(disagreeing).toEqual([]);
    },
  );
});
