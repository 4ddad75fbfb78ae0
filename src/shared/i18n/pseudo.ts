import type { Messages } from '@lingui/core';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥíĵķłɱñöþǫŕšţüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶŁṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/**
 * A text accented and about 40 % longer, in brackets: untranslated text stands out as plain, and
 * a label that would not fit a longer language is cut visibly. Placeholders stay as they are.
 */
export function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  const padding = '~'.repeat(Math.ceil(letters * 0.4));
  return text.trim() ? `[${accented}${padding}]` : text;
}

type Message = Messages[string];

/**
 * A compiled message (a text, or a list of texts and placeholders such as `["name"]` or
 * `["count", "plural", { one: ["#", " seat"], other: [...] }]`): its texts made pseudo, its names
 * and plural numbers (`#`) kept.
 */
function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => {
    // `#` in a plural choice is the number itself (compiled as a part of its own): kept as it is.
    if (part === '#') return part;
    if (typeof part === 'string') return pseudoText(part);
    const [name, type, choices] = part;
    if (!choices || typeof choices !== 'object') return part;
    const pseudoChoices = Object.fromEntries(
      Object.entries(choices).map(([key, choice]) => [
        key,
        typeof choice === 'string' || Array.isArray(choice)
          ? pseudoMessage(choice as Message)
          : choice,
      ]),
    );
    return [name, type, pseudoChoices];
  }) as Message;
}

/** The pseudo-locale's catalogue, made from the English one: never a file to translate. */
export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]),
  );
}
