/**
 * What is wrong with an OpenAPI document, each problem with its file and line, before the
 * generator is let near sdk/: a YAML slip or a broken `$ref` is told where it is, and the last
 * good sdk/ stays (orval alone empties sdk/ and prints only "Command failed").
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { parseDocument } from 'yaml';

/** "2:9" for the first place `needle` is written in `text`, or null. */
function placeOf(text: string, needle: string): string | null {
  const at = text.indexOf(needle);
  if (at < 0) return null;
  const before = text.slice(0, at).split('\n');
  return `${String(before.length)}:${String((before.at(-1)?.length ?? 0) + 1)}`;
}

/** The quoted part of a parser's message ("Missing $ref pointer "#/x""), to find it in the file. */
const quoted = (message: string) => /"([^"]+)"/.exec(message)?.[1] ?? null;

export async function documentProblems(file: string, root: string): Promise<string[]> {
  const name = relative(root, file);
  const text = readFileSync(file, 'utf8');
  const yaml = parseDocument(text);
  if (yaml.errors.length > 0) {
    return yaml.errors.map((error) => {
      const place = error.linePos?.[0];
      const where = place ? `${String(place.line)}:${String(place.col)}` : '1:1';
      return `${name}:${where} ${error.message.split('\n')[0] ?? error.message}`;
    });
  }
  const result = await validate(file).catch((error: unknown) => ({
    valid: false as const,
    errors: [{ message: error instanceof Error ? error.message : String(error) }],
  }));
  if (result.valid) return [];
  return result.errors.map(({ message }) => {
    const needle = quoted(message);
    const place = needle ? placeOf(text, needle) : null;
    return `${name}:${place ?? '1:1'} ${message}`;
  });
}
