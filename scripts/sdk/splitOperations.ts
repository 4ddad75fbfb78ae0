import { posix } from 'node:path';

/**
 * Splits the hooks module orval writes for a service (`mode: 'split'`: one file with every
 * operation) into one module per operation, `operations/<operationId>.ts`, plus `helpers.ts` for
 * what orval declares once at the top. A module is the bundler's unit: with one file per service,
 * any screen importing one operation carried them all into its chunk (decision 014).
 *
 * orval's file is: a header comment, imports, helper declarations, then one block per operation
 * that begins with its URL builder (`export const get<OperationId>Url = (`) and holds the plain
 * function (`export const <operationId> = async (`), its keys, options and hook. Each block gets
 * the imports and helpers it names, with relative paths one folder deeper. Anything else in that
 * shape (another kind of import, a block without its function) throws, so a change in orval's
 * output fails `npm run generate` instead of writing a broken SDK.
 */
export function splitOperations(source: string): Map<string, string> {
  const firstBlock = source.search(URL_BUILDER);
  if (firstBlock < 0) throw new Error('splitOperations: no operation found in orval output');
  const preamble = source.slice(0, firstBlock);
  const imports = parseImports(preamble);
  const helpersCode = preamble.slice(imports.end).trim();
  const helpers = [...helpersCode.matchAll(/^(?:export )?(type|const|function) (\w+)/gm)].map(
    ([, kind = '', name = '']) => ({ name, isType: kind === 'type' }),
  );

  const files = new Map<string, string>();
  files.set(
    'helpers.ts',
    moduleOf(imports.list, [], helpersCode.replace(/^(?!export )(type|const|function) /gm, 'export $1 ')),
  );
  const starts = [...source.matchAll(URL_BUILDER)].map((match) => match.index);
  starts.forEach((start, index) => {
    const block = source.slice(start, starts[index + 1] ?? source.length).trim();
    const operationId = /^export const (\w+) = async \(/m.exec(block)?.[1];
    if (!operationId) {
      throw new Error(`splitOperations: no operation function in block\n${block.slice(0, 200)}`);
    }
    files.set(`${operationId}.ts`, moduleOf(imports.list, helpers, block));
  });
  return files;
}

const URL_BUILDER = /^export const get\w+Url = \(/gm;
const IMPORT = /^import (type )?\{([^}]*)\}\s*from\s*'([^']+)';?[ \t]*$/gm;

interface Import {
  isType: boolean;
  names: string[];
  from: string;
}

function parseImports(preamble: string): { list: Import[]; end: number } {
  const list: Import[] = [];
  let end = 0;
  for (const { 0: statement, 1: type, 2: names = '', 3: from = '', index } of preamble.matchAll(
    IMPORT,
  )) {
    list.push({
      isType: Boolean(type),
      names: names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      from,
    });
    end = index + statement.length;
  }
  const statements = preamble.match(/^import /gm)?.length ?? 0;
  if (statements !== list.length) {
    throw new Error('splitOperations: an import in orval output is not `import {…} from`');
  }
  return { list, end };
}

/** The code with the imports and helpers it names, paths as seen from `operations/`. */
function moduleOf(
  imports: Import[],
  helpers: { name: string; isType: boolean }[],
  code: string,
): string {
  // Names in comments (an operation's summary may say "Coupon") are not uses.
  const uses = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const names = (candidates: string[]) =>
    candidates.filter((name) => new RegExp(`\\b${name}\\b`).test(uses));
  const lines: string[] = [];
  for (const { isType, names: candidates, from } of imports) {
    const used = names(candidates);
    const path = from.startsWith('.') ? posix.join('..', from) : from;
    if (used.length) lines.push(`import ${isType ? 'type ' : ''}{ ${used.join(', ')} } from '${path}';`);
  }
  const usedHelpers = helpers.filter(({ name }) => names([name]).length);
  const helperTypes = usedHelpers.filter((helper) => helper.isType).map(({ name }) => name);
  const helperValues = usedHelpers.filter((helper) => !helper.isType).map(({ name }) => name);
  if (helperTypes.length) lines.push(`import type { ${helperTypes.join(', ')} } from './helpers.ts';`);
  if (helperValues.length) lines.push(`import { ${helperValues.join(', ')} } from './helpers.ts';`);
  return `${lines.join('\n')}\n\n${code}\n`;
}
