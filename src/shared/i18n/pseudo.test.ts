import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

/** Every folder's English catalogue, as the build compiles it. */
const ENGLISH: Messages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<{ messages: Messages }>('/src/**/locales/en.po', { eager: true }),
  ).map((catalogue) => catalogue.messages),
) as Messages;
import { pseudoMessages, pseudoText } from './pseudo.ts';

/** A compiled message's texts, in order, plural choices included; placeholders left out. */
function textParts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (!Array.isArray(message)) return [];
  return message.flatMap((part: unknown) => {
    if (typeof part === 'string') return [part];
    const choices = Array.isArray(part) ? (part[2] as unknown) : undefined;
    return choices && typeof choices === 'object' ? Object.values(choices).flatMap(textParts) : [];
  });
}

/** A compiled message's placeholder names (`["email"]`, `["count", "plural", …]`), in order. */
function placeholders(message: unknown): string[] {
  if (!Array.isArray(message)) return [];
  return message.flatMap((part: unknown) => {
    if (!Array.isArray(part)) return [];
    const choices = part[2] as unknown;
    const inner = choices && typeof choices === 'object' ? Object.values(choices) : [];
    return [String(part[0]), ...inner.flatMap(placeholders)];
  });
}

describe('the pseudo-locale (?locale=pseudo)', () => {
  it('accents every letter and keeps everything else', () => {
    expect(pseudoText('Save address')).toBe('[Šàṽé àđđŕéšš~~~~~]');
    expect(pseudoText('Total: 3.80')).toBe('[Ţöţàł: 3.80~~]');
  });

  it('makes a text about 40 % longer, bracketed so a cut end shows', () => {
    for (const text of ['Sign out', 'Keep things as they are', 'Price after discount']) {
      const pseudo = pseudoText(text);
      expect(pseudo.startsWith('[')).toBe(true);
      expect(pseudo.endsWith(']')).toBe(true);
      // The padding, brackets aside, against the letters: 40 % (rounded up).
      const letterCount = text.replace(/[^A-Za-z]/g, '').length;
      const padding = pseudo.length - 2 - text.length;
      expect(padding).toBe(Math.ceil(letterCount * 0.4));
      expect(pseudo.length / text.length).toBeGreaterThanOrEqual(1.4);
    }
  });

  it('leaves blank text blank', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText(' ')).toBe(' ');
  });

  it('keeps placeholders and plural choices working: the values show, as English gives them', () => {
    const english: Messages = {
      sent: ['Sent to ', ['email'], '.'],
      // As Lingui compiles `{count, plural, one {# seat} other {# seats}}`: `#` a part of its own.
      seats: [['count', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }]],
    };
    const i18n = setupI18n({ locale: 'pseudo', messages: { pseudo: pseudoMessages(english) } });
    const sent = i18n._('sent', { email: 'anna@example.com' });
    expect(sent).toContain('anna@example.com');
    expect(sent).toMatch(/^\[Šéñţ ţö ~+\]anna@example\.com\[\.\]$/);
    expect(i18n._('seats', { count: 1 })).toMatch(/^1\[ šéàţ~+\]$/);
    expect(i18n._('seats', { count: 3 })).toMatch(/^3\[ šéàţš~+\]$/);
  });

  it('is made from every English message of the portal: each text accented, each placeholder kept', () => {
    const pseudo = pseudoMessages(ENGLISH);
    expect(Object.keys(pseudo)).toEqual(Object.keys(ENGLISH));
    for (const [id, english] of Object.entries(ENGLISH)) {
      expect(textParts(pseudo[id])).toEqual(
        textParts(english).map((part) => (part === '#' ? part : pseudoText(part))),
      );
      expect(placeholders(pseudo[id])).toEqual(placeholders(english));
    }
  });
});
