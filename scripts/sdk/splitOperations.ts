import { posix } from 'node:path';
import ts from 'typescript';

/**
 * Splits the hooks module orval writes for a service (`mode: 'split'`: one file with every
 * operation) into one module per operation, `operations/<operationId>.ts`, plus `helpers.ts` for
 * what orval declares once at the top. A module is the bundler's unit: with one file per service,
 * any screen importing one operation carried them all into its chunk (decision 014).
 *
 * orval's file is read as TypeScript (the compiler's parser, not patterns over the text): named
 * imports, helper declarations, then one block per operation that begins with its URL builder
 * (`export const get<OperationId>Url = …`) and holds the plain function
 * (`export const <operationId> = async (…`), its keys, options and hook. Each block gets the
 * imports and helpers whose names it uses as identifiers (a name in a comment or a string is no
 * use), with relative paths one folder deeper. Anything else in that shape (another kind of
 * import, a statement between the imports and the helpers that declares nothing, a block without
 * its function) throws, so a change in orval's output fails `npm run generate` instead of writing
 * a broken SDK.
 */
export function splitOperations(source: string): Map<string, string> {
  const file = ts.createSourceFile('orval.ts', source, ts.ScriptTarget.Latest, true);
  const statements = [...file.statements];
  const firstBlock = statements.findIndex(isUrlBuilder);
  if (firstBlock < 0) throw new Error('splitOperations: no operation found in orval output');

  const preamble = statements.slice(0, firstBlock);
  const imports = preamble.filter(ts.isImportDeclaration).map(namedImport);
  const helperStatements = preamble.filter((statement) => !ts.isImportDeclaration(statement));
  const helpers = helperStatements.map(helperOf);

  const files = new Map<string, string>();
  const helpersCode = helperStatements
    .map((statement) => {
      const text = statement.getText(file);
      return isExported(statement) ? text : `export ${text}`;
    })
    .join('\n\n');
  files.set('helpers.ts', moduleOf(imports, [], helperStatements, helpersCode));

  const starts = statements.flatMap((statement, index) => (isUrlBuilder(statement) ? [index] : []));
  starts.forEach((start, index) => {
    const block = statements.slice(start, starts[index + 1] ?? statements.length);
    const operationId = block.map(operationFunction).find((name) => name !== undefined);
    const code = source.slice(block[0]?.getStart(file), block.at(-1)?.getEnd()).trim();
    if (!operationId) {
      throw new Error(`splitOperations: no operation function in block\n${code.slice(0, 200)}`);
    }
    files.set(`${operationId}.ts`, moduleOf(imports, helpers, block, code));
  });
  return files;
}

interface Import {
  isType: boolean;
  names: string[];
  from: string;
}

interface Helper {
  name: string;
  isType: boolean;
}

const isExported = (statement: ts.Statement): boolean =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
  );

/** The one name a `const` statement declares, if it declares one by a plain name. */
function constName(statement: ts.Statement): string | undefined {
  if (!ts.isVariableStatement(statement)) return undefined;
  const [declaration] = statement.declarationList.declarations;
  return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
}

/** `export const get<OperationId>Url = …`: where an operation's block begins. */
const isUrlBuilder = (statement: ts.Statement): boolean =>
  isExported(statement) && /^get\w+Url$/.test(constName(statement) ?? '');

/** `export const <operationId> = async (…) => …`: the operation's plain function. */
function operationFunction(statement: ts.Statement): string | undefined {
  if (!ts.isVariableStatement(statement) || !isExported(statement)) return undefined;
  const initializer = statement.declarationList.declarations[0]?.initializer;
  const isAsync =
    initializer !== undefined &&
    ts.isArrowFunction(initializer) &&
    (ts.getModifiers(initializer) ?? []).some(
      (modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword,
    );
  return isAsync ? constName(statement) : undefined;
}

function namedImport(statement: ts.ImportDeclaration): Import {
  const clause = statement.importClause;
  const bindings = clause?.namedBindings;
  if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
    throw new Error('splitOperations: an import in orval output is not `import {…} from`');
  }
  return {
    isType: clause.isTypeOnly,
    names: bindings.elements.map((element) => element.name.text),
    from: (statement.moduleSpecifier as ts.StringLiteral).text,
  };
}

function helperOf(statement: ts.Statement): Helper {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
    return { name: statement.name.text, isType: true };
  }
  if (ts.isFunctionDeclaration(statement) && statement.name) {
    return { name: statement.name.text, isType: false };
  }
  const name = constName(statement);
  if (name) return { name, isType: false };
  throw new Error(
    `splitOperations: a statement before the operations declares nothing\n${statement.getText().slice(0, 200)}`,
  );
}

/** Every name the statements use as an identifier (not a member after a dot, not a key). */
function identifiersIn(statements: ts.Statement[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const { parent } = node;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) &&
        node !== (ts.isPropertyAccessExpression(parent) ? parent.expression : parent.left);
      const isKey =
        (ts.isPropertySignature(parent) ||
          ts.isPropertyAssignment(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isMethodSignature(parent) ||
          ts.isMethodDeclaration(parent)) &&
        parent.name === node;
      if (!isMemberName && !isKey) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  statements.forEach(visit);
  return names;
}

/** The code with the imports and helpers it names, paths as seen from `operations/`. */
function moduleOf(
  imports: Import[],
  helpers: Helper[],
  statements: ts.Statement[],
  code: string,
): string {
  const used = identifiersIn(statements);
  const lines: string[] = [];
  for (const { isType, names, from } of imports) {
    const needed = names.filter((name) => used.has(name));
    const path = from.startsWith('.') ? posix.join('..', from) : from;
    if (needed.length) {
      lines.push(`import ${isType ? 'type ' : ''}{ ${needed.join(', ')} } from '${path}';`);
    }
  }
  const usedHelpers = helpers.filter(({ name }) => used.has(name));
  const helperTypes = usedHelpers.filter((helper) => helper.isType).map(({ name }) => name);
  const helperValues = usedHelpers.filter((helper) => !helper.isType).map(({ name }) => name);
  if (helperTypes.length) {
    lines.push(`import type { ${helperTypes.join(', ')} } from './helpers.ts';`);
  }
  if (helperValues.length) lines.push(`import { ${helperValues.join(', ')} } from './helpers.ts';`);
  return `${lines.join('\n')}\n\n${code}\n`;
}
