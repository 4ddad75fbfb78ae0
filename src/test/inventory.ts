/**
 * The documents' operations by operationId, with the request paths they have in mock mode, and
 * every operation the portal calls, derived from its source rather than listed by hand, so a new
 * call cannot be added without the fault and double-submit tables noticing.
 *
 * An operation is called when a non-test module under src/ imports one of its generated callers
 * from `@sdk/<service>/operations/<operationId>.ts` (the plain function, the hook, or its query or mutation
 * options), or names its path as a string literal (the HTTP layer's token refresh, or an
 * openapi-fetch client). Query keys and URLs only name an operation, so they do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { MOCK_SERVICE_PATHS } from '@/config/services.ts';
import {
  type Document,
  type Method,
  operationsOf,
  type OperationEntry,
  SERVICES,
  type Service,
} from '../../scripts/contract/documents.ts';
import type { operations as AccountOperations } from '@sdk/account/paths.ts';
import type { operations as LicenseOperations } from '@sdk/license/paths.ts';
import type { operations as ShopOperations } from '@sdk/shop/paths.ts';
import type { operations as SubscriptionOperations } from '@sdk/subscription/paths.ts';

/**
 * The operationId of every documented operation, from the generated types: naming an operation
 * the documents do not have (a typo, a removed operation) fails the typecheck.
 */
export type OperationId =
  | keyof AccountOperations
  | keyof SubscriptionOperations
  | keyof LicenseOperations
  | keyof ShopOperations;

export interface DocumentedOperation {
  operationId: OperationId;
  service: Service;
  method: Method;
  /** The path as the document writes it, `{param}` placeholders included. */
  path: string;
}

export interface CalledOperation extends DocumentedOperation {
  /** Writes (anything but GET): each gets a double-submit check. */
  mutation: boolean;
  /** The modules that call it, relative to the project root. */
  calledFrom: string[];
}

// From this file's directory: Vite rewrites `new URL(path, import.meta.url)` into a served URL.
const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * The operations of every document. Read as plain YAML: paths, methods and operationIds need no
 * `$ref` resolution, and the resolving loader (`loadDocument`) takes jsdom for a browser and
 * fetches the file over HTTP. inventory.test.ts checks both readings agree.
 */
export function documentedOperations(): DocumentedOperation[] {
  return SERVICES.flatMap((service) =>
    operationsOf(
      parse(readFileSync(join(ROOT, 'openapi', `${service}.yaml`), 'utf8')) as Document,
    ).map((entry) => documented(service, entry)),
  );
}

export function documented(service: Service, entry: OperationEntry): DocumentedOperation {
  const { operationId } = entry.operation;
  if (!operationId) throw new Error(`${entry.method} ${entry.path} has no operationId`);
  // `npm run generate` writes OperationId from these same documents.
  return {
    operationId: operationId as OperationId,
    service,
    method: entry.method,
    path: entry.path,
  };
}

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** What orval generates per operation: the names that send it, and those that only name it. */
function generatedNames(operationId: string) {
  const op = capitalized(operationId);
  return {
    calls: [
      operationId,
      `use${op}`,
      `use${op}Suspense`,
      `get${op}QueryOptions`,
      `get${op}SuspenseQueryOptions`,
      `get${op}MutationOptions`,
      // A paged list's page is sent with the operation's URL (src/api/pages.ts).
      `get${op}Url`,
    ],
    references: [`get${op}QueryKey`, `get${op}MutationKey`],
  };
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SDK_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@sdk\/(\w+)\/operations\/(\w+)\.ts'/g;
const SDK_REFERENCE = /['"]@sdk\/(\w+)\/operations\/(\w+)(\.ts)?['"]/g;
const STRING_LITERAL = /'(\/[^']*)'|"(\/[^"]*)"|`(\/[^`$]*)`/g;
const CLIENT_CALL = /\.(GET|PUT|POST|DELETE|PATCH)\(\s*['"`](\/[^'"`]*)['"`]/g;

/** The generated names a module imports from `@sdk/<service>/operations/*.ts` (values only). */
function sdkImports(text: string, file: string): { service: string; name: string }[] {
  const imports: { service: string; name: string }[] = [];
  let parsed = 0;
  for (const match of text.matchAll(SDK_IMPORT)) {
    const [, typeOnly, names = '', service = ''] = match;
    parsed += 1;
    if (typeOnly) continue;
    for (const specifier of names.split(',')) {
      // `name` or `name as alias`; `type Name` imports a type only.
      const [name = ''] = specifier.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ')) imports.push({ service, name });
    }
  }
  const references = [...text.matchAll(SDK_REFERENCE)];
  if (references.length !== parsed) {
    // `import * as`, a dynamic import or a re-export: the scan would miss what it calls.
    throw new Error(`${file}: an @sdk module is used in a way the inventory cannot read`);
  }
  return imports;
}

/**
 * The operations the portal calls, each with the modules that call it. Throws when a module
 * imports a generated name the inventory cannot map to an operation.
 */
export function calledOperations(
  operations: DocumentedOperation[] = documentedOperations(),
): CalledOperation[] {
  const callers = new Map<string, Set<string>>();
  const call = (operation: DocumentedOperation, file: string) => {
    const files = callers.get(operation.operationId) ?? new Set<string>();
    files.add(relative(ROOT, file));
    callers.set(operation.operationId, files);
  };
  const unknown: string[] = [];

  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const { service, name } of sdkImports(text, file)) {
      const ofService = operations.filter((operation) => operation.service === service);
      const calling = ofService.find((op) => generatedNames(op.operationId).calls.includes(name));
      if (calling) {
        call(calling, file);
        continue;
      }
      const named = ofService.some((op) =>
        generatedNames(op.operationId).references.includes(name),
      );
      if (!named) unknown.push(`${relative(ROOT, file)}: ${name} from @sdk/${service}`);
    }
    const literals = new Set(
      [...text.matchAll(STRING_LITERAL)].map((match) => match[1] ?? match[2] ?? match[3]),
    );
    const clientCalls = [...text.matchAll(CLIENT_CALL)].map(([, method = '', path]) => ({
      method: method.toLowerCase(),
      path,
    }));
    for (const operation of operations) {
      const byClient = clientCalls.some(
        (c) => c.method === operation.method && c.path === operation.path,
      );
      if (byClient || literals.has(operation.path)) call(operation, file);
    }
  }
  if (unknown.length > 0) {
    throw new Error(`Generated names the inventory cannot map:\n${unknown.join('\n')}`);
  }

  return operations
    .filter((operation) => callers.has(operation.operationId))
    .map((operation) => ({
      ...operation,
      mutation: operation.method !== 'get',
      calledFrom: [...(callers.get(operation.operationId) ?? [])].sort(),
    }));
}

/** The operation's request path in mock mode, as a regular expression's source. */
export const patternSource = (operation: DocumentedOperation) =>
  MOCK_SERVICE_PATHS[operation.service] +
  operation.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');

/** The request paths of the operation in mock mode. */
export function pathPattern(operation: DocumentedOperation): RegExp {
  return new RegExp(`^${patternSource(operation)}$`);
}

/** The URL path pattern msw matches the operation with (`:param` for `{param}`). */
export function mswPattern(operation: DocumentedOperation): string {
  return `*${MOCK_SERVICE_PATHS[operation.service]}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Which operation a request is: the documented operation whose method and path match, the most
 * specific one when several do (`…/subscriptions/new` before `…/subscriptions/{id}`).
 */
export function operationOfRequest(
  operations: DocumentedOperation[],
  method: string,
  pathname: string,
): DocumentedOperation | undefined {
  const literalLength = (operation: DocumentedOperation) =>
    operation.path.replace(/\{\w+\}/g, '').length;
  return operations
    .filter(
      (operation) =>
        operation.method === method.toLowerCase() && pathPattern(operation).test(pathname),
    )
    .sort((a, b) => literalLength(b) - literalLength(a))[0];
}

let documents: DocumentedOperation[] | undefined;

/** Every documented operation, the documents read once per test file. */
function allOperations(): DocumentedOperation[] {
  documents ??= documentedOperations();
  return documents;
}

/** The documented operation named `operationId`: its service, method and path. */
export function operationNamed(operationId: OperationId): DocumentedOperation {
  const operation = allOperations().find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No document has ${operationId}: run npm run generate`);
  return operation;
}

/** Which documented operation a request of `method` to `pathname` (in mock mode) is, if any. */
export function operationSent(method: string, pathname: string): OperationId | undefined {
  return operationOfRequest(allOperations(), method, pathname)?.operationId;
}
