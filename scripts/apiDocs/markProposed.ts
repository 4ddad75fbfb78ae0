/**
 * The API reference marks what the portal only proposes (`x-proposed: true`, docs/backend-teams.md
 * section 1), so a reader sees it without reading the extensions: a proposed operation gets a
 * "Proposed" badge (Redoc's `x-badges`), anything else proposed (a schema, property, parameter,
 * response, request body, the document itself) a "**Proposed** —" prefix on its description.
 * Applied to a copy of each document; the contract files stay as they are.
 */

export const PROPOSED_BADGE = { name: 'Proposed', color: '#b45309' } as const;
export const PROPOSED_PREFIX = '**Proposed** — ';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function markObject(node: Record<string, Json>, isOperation: boolean): void {
  if (node['x-proposed'] !== true) return;
  if (isOperation) {
    const badges = Array.isArray(node['x-badges']) ? node['x-badges'] : [];
    node['x-badges'] = [...badges, { ...PROPOSED_BADGE }];
    return;
  }
  const description = typeof node.description === 'string' ? node.description : '';
  if (!description.startsWith(PROPOSED_PREFIX)) {
    node.description = `${PROPOSED_PREFIX}${description}`.trimEnd();
  }
}

function walk(node: Json, path: readonly string[]): Json {
  if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, String(index)]));
  if (!isObject(node)) return node;
  const copy: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = walk(value, [...path, key]);
  const isOperation = path.length === 3 && path[0] === 'paths' && METHODS.has(path[2] ?? '');
  markObject(copy, isOperation);
  return copy;
}

/** A copy of the document with its proposed parts marked for readers; the input is not changed. */
export function markProposed<T>(document: T): T {
  return walk(document as Json, []) as T;
}
