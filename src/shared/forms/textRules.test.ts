import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, type TextRule, textProblem } from './textRules.ts';

const street: TextRule = { maxLength: TEXT_LIMITS.addressLine, required: 'Enter the street' };
const optionalLine: TextRule = { maxLength: TEXT_LIMITS.addressLine };
const password: TextRule = {
  maxLength: TEXT_LIMITS.password,
  required: 'Enter a password',
  characters: 'password',
};

describe('textProblem', () => {
  it.each<[string, string, TextRule, string | null]>([
    ['an ordinary value', 'Götgatan 78', street, null],
    ['letters of any script', 'שדרות רוטשילד 1', street, null],
    ['exactly the limit', 'a'.repeat(100), street, null],
    ['the limit in emoji (code points, not UTF-16 units)', '🏠'.repeat(100), street, null],
    ['one over the limit', 'a'.repeat(101), street, 'Use at most 100 characters: this has 101.'],
    [
      'a 10,000-character line',
      'x'.repeat(10_000),
      street,
      'Use at most 100 characters: this has 10000.',
    ],
    ['the limit after trimming', ` ${'a'.repeat(100)} `, street, null],
    ['empty where required', '', street, 'Enter the street'],
    ['only whitespace where required', ' \u00A0 ', street, 'Enter the street'],
    ['empty where optional', '', optionalLine, null],
    ['NUL', 'Main\u0000St', street, 'Remove the NUL character at position 5 (U+0000).'],
    ['a tab inside', 'Main\tSt', street, 'Remove the control character at position 5 (U+0009).'],
    [
      'a line break inside',
      'Main\nSt',
      street,
      'Remove the control character at position 5 (U+000A).',
    ],
    ['DEL', 'Main\u007F', street, 'Remove the control character at position 5 (U+007F).'],
    ['a C1 control', '\u0085Main', street, 'Remove the control character at position 1 (U+0085).'],
    [
      'a zero-width street',
      '\u200B',
      street,
      'Remove the invisible character at position 1 (U+200B).',
    ],
    [
      'a zero-width joiner',
      'a\u200Db',
      street,
      'Remove the invisible character at position 2 (U+200D).',
    ],
    ['a word joiner', 'a\u2060b', street, 'Remove the invisible character at position 2 (U+2060).'],
    [
      'a byte-order mark inside',
      'a\uFEFFb',
      street,
      'Remove the invisible character at position 2 (U+FEFF).',
    ],
    [
      'a right-to-left override',
      'abc\u202Efed',
      street,
      'Remove the text-direction character at position 4 (U+202E).',
    ],
    [
      'a left-to-right embedding',
      '\u202Aabc',
      street,
      'Remove the text-direction character at position 1 (U+202A).',
    ],
    [
      'a first-strong isolate',
      'ab\u2068c',
      street,
      'Remove the text-direction character at position 3 (U+2068).',
    ],
    [
      'a pop-directional isolate',
      'ab\u2069',
      street,
      'Remove the text-direction character at position 3 (U+2069).',
    ],
    [
      'a position counted as typed, leading spaces included',
      '  a\u200Bb',
      street,
      'Remove the invisible character at position 4 (U+200B).',
    ],
    [
      'a position counted in code points',
      '🏠\u200B',
      street,
      'Remove the invisible character at position 2 (U+200B).',
    ],
    ['trailing line break, trimmed as it is sent', 'Main St\n', street, null],
    [
      'a refused character before the length',
      `${'a'.repeat(200)}\u0000`,
      street,
      'Remove the NUL character at position 201 (U+0000).',
    ],
    ['a password with spaces at the ends, kept', '  secret  ', password, null],
    ['a password at the limit', 'p'.repeat(128), password, null],
    [
      'a password over the limit',
      'p'.repeat(129),
      password,
      'Use at most 128 characters: this has 129.',
    ],
    ['a password of spaces', '   ', password, 'Enter a password'],
    [
      'a password with a control character',
      'pass\u0007word',
      password,
      'Remove the control character at position 5 (U+0007).',
    ],
    [
      'a password with a zero-width character (only controls are refused)',
      'pass\u200Bword',
      password,
      null,
    ],
  ])('%s', (_, value, rule, expected) => {
    expect(textProblem(value, rule)).toBe(expected);
  });
});
