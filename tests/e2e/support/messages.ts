/**
 * The error catalogue's English for the journeys: `MESSAGES` of src/api/errorMessages.ts, by the
 * same keys, without importing that module. Playwright Test compiles TypeScript with its own Babel,
 * which has no Lingui macro, so `msg` cannot run there (decision 019). This reads the catalogue
 * instead of copying it: each key's message from the `msg` literal in `WORDINGS` and in
 * refusalWordings.ts's `REFUSAL_WORDINGS` (with TypeScript's parser), then its English as the
 * portal shows it, the `msgstr` of
 * src/api/locales/en.po. tests/unit/e2eMessages.test.ts pins it to `MESSAGES` in English.
 */
import { readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';
import ts from 'typescript';
import type { CatalogueMessage } from '../../../src/api/errorMessages.ts';

const SOURCES = [
  [new URL('../../../src/api/errorMessages.ts', import.meta.url), 'WORDINGS'],
  [new URL('../../../src/api/refusalWordings.ts', import.meta.url), 'REFUSAL_WORDINGS'],
] as const;
const ENGLISH = new URL('../../../src/api/locales/en.po', import.meta.url);

/** `key: msg\`…\`` of the object `name` (`WORDINGS`), in the order written. */
export function wordingsOf(source: string, name = 'WORDINGS'): Map<string, string> {
  const file = ts.createSourceFile('wordings.ts', source, ts.ScriptTarget.Latest);
  const wordings = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      let value = node.initializer;
      // `{ … } satisfies Record<…>`
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value))) {
        value = value.expression;
      }
      if (!value || !ts.isObjectLiteralExpression(value)) {
        throw new Error(`messages: ${name} is not an object literal`);
      }
      for (const property of value.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !ts.isIdentifier(property.name) ||
          !ts.isTaggedTemplateExpression(property.initializer) ||
          property.initializer.tag.getText(file) !== 'msg' ||
          !ts.isNoSubstitutionTemplateLiteral(property.initializer.template)
        ) {
          throw new Error(
            `messages: ${name} holds something other than key: msg\`text\`: ${property.getText(file)}`,
          );
        }
        wordings.set(property.name.text, property.initializer.template.text);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (wordings.size === 0) throw new Error(`messages: no ${name}`);
  return wordings;
}

/** A catalogue's translations by message (msgid → msgstr), the untranslated left out. */
export function translationsOf(po: string): Map<string, string> {
  const translations = new Map<string, string>();
  for (const item of parsePoFile(po).items) {
    const translation = item.msgstr[0];
    if (!item.obsolete && !item.msgctxt && translation) translations.set(item.msgid, translation);
  }
  return translations;
}

function englishMessages(): Readonly<Record<CatalogueMessage, string>> {
  const english = translationsOf(readFileSync(ENGLISH, 'utf8'));
  const wordings = SOURCES.flatMap(([source, name]) => [
    ...wordingsOf(readFileSync(source, 'utf8'), name),
  ]);
  // As Lingui does: a message without an English translation shows as written.
  return Object.fromEntries(
    wordings.map(([key, message]) => [key, english.get(message) ?? message]),
  ) as Record<CatalogueMessage, string>;
}

/** The catalogue's messages in English, by `MESSAGES`' keys. */
export const MESSAGES: Readonly<Record<CatalogueMessage, string>> =
  Object.freeze(englishMessages());
