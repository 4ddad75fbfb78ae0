import { t } from '@lingui/core/macro';

/**
 * Limits on what a customer types (issue 27, item 9), one rule for every form: the lengths and the
 * characters the documents allow (`maxLength` and `pattern` of the request fields in
 * openapi/account.yaml and openapi/license.yaml), checked before anything is sent, so a refusal
 * sits next to its field and the field keeps its value. No input truncates (no `maxLength`
 * attribute): a pasted value that is too long stays whole, to be shortened by the customer.
 * tests/unit/mocks/inputLimits.test.ts holds these limits, the documents and the mock to each other.
 */

/** Longest values, in characters (code points, as JSON Schema's `maxLength` counts them). */
export const TEXT_LIMITS = {
  addressLine: 100,
  addressCity: 60,
  addressZip: 16,
  addressState: 60,
  /** A company name on invoices (business details). */
  companyName: 100,
  /** RFC 5321's longest usable address (a 256-octet path less its angle brackets). */
  email: 254,
  password: 128,
  oneTimeCode: 32,
} as const;

/**
 * Characters refused in every field: C0 controls (NUL, tab, line breaks ...), DEL and C1 controls.
 * None can be typed into a one-line field; they arrive by pasting, and break what shows or stores
 * them (a NUL ends a C string, a line break splits an address label or a log line).
 */
const CONTROL = String.raw`\x00-\x1F\x7F-\x9F`;

/**
 * Characters refused where text is shown to people, passwords aside: zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF) make a value look empty or like another one, and the bidi
 * embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) make it read in an
 * order other than the one it is stored in.
 */
const INVISIBLE = String.raw`\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069`;

/** Which characters a field refuses: `text` every character above, `password` the controls only. */
export type CharacterSet = 'text' | 'password';

const REFUSED: Record<CharacterSet, RegExp> = {
  text: new RegExp(`[${CONTROL}${INVISIBLE}]`, 'u'),
  password: new RegExp(`[${CONTROL}]`, 'u'),
};

export interface TextRule {
  maxLength: number;
  /** The message when the value is empty or only whitespace; without it the field may be empty. */
  required?: string;
  /** `text` (the default) is checked trimmed, as it is sent; a password as typed. */
  characters?: CharacterSet;
}

const codePointLabel = (codePoint: number): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Unicode's notation, in every language
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * "Remove the NUL character at position 3 (U+0000).": a whole sentence per kind of character, so
 * each language can word it its own way.
 */
function refusedCharacter(codePoint: number, position: number): string {
  const code = codePointLabel(codePoint);
  if (codePoint === 0) return t`Remove the NUL character at position ${position} (${code}).`;
  if (codePoint <= 0x9f) return t`Remove the control character at position ${position} (${code}).`;
  if ((codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069))
    return t`Remove the text-direction character at position ${position} (${code}).`;
  return t`Remove the invisible character at position ${position} (${code}).`;
}

/**
 * What is wrong with a value, in words for beside its field, or null when it will do: blank where
 * required, a refused character (named, with its position, since most cannot be seen), too long.
 * In the active language (read when called).
 */
export function textProblem(value: string, rule: TextRule): string | null {
  const characters = rule.characters ?? 'text';
  const checked = characters === 'text' ? value.trim() : value;
  if (rule.required !== undefined && checked.trim() === '') return rule.required;
  const codePoints = [...checked];
  const refused = codePoints.findIndex((character) => REFUSED[characters].test(character));
  if (refused >= 0) {
    const codePoint = codePoints[refused]?.codePointAt(0) ?? 0;
    // Counted in the field as typed: the spaces trimmed off its start are there on screen.
    const position = [...value.slice(0, value.indexOf(checked))].length + refused + 1;
    return refusedCharacter(codePoint, position);
  }
  if (codePoints.length > rule.maxLength) {
    const { maxLength } = rule;
    const length = codePoints.length;
    return t`Use at most ${maxLength} characters: this has ${length}.`;
  }
  return null;
}

/** `textProblem` as a `@mantine/form` validator. */
export const textRule =
  (rule: TextRule) =>
  (value: string): string | null =>
    textProblem(value, rule);
