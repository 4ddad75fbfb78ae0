import { describe, expect, it } from 'vitest';
import { MESSAGES, refusalWordingsReady } from '@/api/errorMessages.ts';
import {
  MESSAGES as JOURNEY_MESSAGES,
  translationsOf,
  wordingsOf,
} from '../e2e/support/messages.ts';

// The refusals' words, which a refused request brings before any screen reads them.
await refusalWordingsReady();

/**
 * The journeys' copy of the error catalogue (tests/e2e/support/messages.ts, read from the source
 * and en.po because Playwright Test has no Lingui macro) is the portal's own English, key by key.
 */
describe("the journeys' error messages", () => {
  it('are MESSAGES in English, by the same keys', () => {
    expect(JOURNEY_MESSAGES).toEqual({ ...MESSAGES });
    expect(Object.keys(JOURNEY_MESSAGES)).toEqual(Object.keys(MESSAGES));
  });

  it("read each key's msg literal, escapes and all", () => {
    const source = [
      "import { msg } from '@lingui/core/macro';",
      'const OTHER = { ignored: msg`Not a wording` };',
      'const WORDINGS = {',
      '  plain: msg`Try again.`,',
      "  quoted: msg`Your bank's check \\`3-D\\``,",
      '} satisfies Record<string, MessageDescriptor>;',
    ].join('\n');
    expect(Object.fromEntries(wordingsOf(source))).toEqual({
      plain: 'Try again.',
      quoted: "Your bank's check `3-D`",
    });
  });

  it('refuse a wording they cannot read rather than guess it', () => {
    expect(() => wordingsOf('const WORDINGS = { later: msg`In ${days} days` };')).toThrow(
      /something other than key: msg`text`/,
    );
    expect(() => wordingsOf('const MESSAGES = {};')).toThrow(/no WORDINGS/);
  });

  it("take the English catalogue's msgstr, leaving out the untranslated and obsolete", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      'msgid "Something went wrong"',
      'msgstr "Something went wrong, sorry"',
      '',
      'msgid "Not yet"',
      'msgstr ""',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "Gone"',
      '',
    ].join('\n');
    expect(Object.fromEntries(translationsOf(po))).toEqual({
      'Something went wrong': 'Something went wrong, sorry',
    });
  });
});
