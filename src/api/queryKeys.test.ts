import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as keys from './queryKeys.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const filesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));

/** The generated operations: one module each, named by its operationId. */
const operationIds = new Set(
  ['account', 'license', 'shop', 'subscription'].flatMap((service) =>
    readdirSync(join(root, 'sdk', service, 'operations'))
      .filter((file) => file.endsWith('.ts') && file !== 'helpers.ts')
      .map((file) => file.replace(/\.ts$/, '')),
  ),
);

/** Every key of the module, made with sample parameters. */
const made = Object.entries(keys).map(([name, key]) => ({
  name,
  key: (key as (...args: unknown[]) => readonly unknown[])(false),
}));

describe('the hand-written cache keys', () => {
  it('are the generated kind: a read under a /portal/ path, a write named like an operation', () => {
    for (const { name, key } of made) {
      if (name.endsWith('QueryKey')) {
        expect(key[0], name).toMatch(/^\/portal\/[a-z][a-z/-]*$/);
      } else {
        expect(name, 'a get…QueryKey or get…MutationKey').toMatch(/^get[A-Z]\w*MutationKey$/);
        expect(key, name).toHaveLength(1);
        expect(key[0], name).toMatch(/^[a-z][A-Za-z]*$/);
        // The same name as an operation would share (and confuse) that operation's key.
        expect(operationIds.has(key[0] as string), `${name}: an operation's own key`).toBe(false);
      }
    }
    expect(operationIds.size).toBeGreaterThan(50);
  });

  it('are each their own', () => {
    const written = made.map(({ key }) => JSON.stringify(key));
    expect(written).toEqual([...new Set(written)]);
  });

  it('are written nowhere else in src/', () => {
    const keyWrittenOut = [
      // `queryKey: ['…']`, `mutationKey: [userId]`
      /\b(?:queryKey|mutationKey)\s*:\s*\[/,
      // `const SOME_KEY = […]`, `export const somethingMutationKey = (…) => […]`
      /\b\w*(?:[qQ]ueryKey|[mM]utationKey|_KEY)\s*=\s*[[(]/,
    ];
    const offending = filesUnder('src')
      .filter((file) => !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => relative('src', file) !== join('api', 'queryKeys.ts'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${file}:${index + 1}`, line: line.trim() }))
          .filter(({ line }) => keyWrittenOut.some((pattern) => pattern.test(line))),
      );
    expect(offending).toEqual([]);
  });
});
