/**
 * What to call, in which order, and with which values. Everything comes from the document: path
 * parameters from earlier responses (a subscription id from the list, a created subscription's
 * id) or the parameter's example, query parameters and request bodies from the examples. The
 * service scenarios (./scenarios.ts) only order the state-changing calls and fill the few bodies
 * that depend on earlier answers.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Document, Method, OperationEntry } from '../documents.ts';
import { isRecord } from '../../../src/api/isRecord.ts';

type ParameterObject = OpenAPIV3_1.ParameterObject;
type MediaTypeObject = OpenAPIV3_1.MediaTypeObject;
type RequestBodyObject = OpenAPIV3_1.RequestBodyObject;

/** The path parameter whose value identifies the signed-in user; never guessed from an example. */
const USER_ID = 'userId';

/** Generic path-parameter names: their meaning comes from the collection they index. */
const GENERIC_NAMES = new Set(['id', 'code', 'key', 'name', 'slug']);

export function operationName(entry: OperationEntry): string {
  return entry.operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
}

function isSafe(method: Method): boolean {
  return method === 'get';
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The collection a path creates in or lists: `/a/{u}/subscriptions/new` → `/a/{u}/subscriptions`. */
function collectionOf(path: string): string {
  const trimmed = trimSlash(path);
  return trimmed.endsWith('/new') ? trimmed.slice(0, -'/new'.length) : trimmed;
}

interface PathSlot {
  name: string;
  /** The path before the parameter, e.g. `/account/{userId}/subscriptions`. */
  collection: string;
}

function slotsOf(path: string): PathSlot[] {
  const slots: PathSlot[] = [];
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    slots.push({ name, collection: trimSlash(path.slice(0, match.index)) });
  }
  return slots;
}

/** What a slot's value is called in request bodies: `subscriptions/{id}` → `subscriptionId`. */
function semanticName(slot: PathSlot): string {
  if (!GENERIC_NAMES.has(slot.name)) return slot.name;
  const segment = slot.collection.split('/').pop() ?? '';
  const singular = segment.endsWith('s') ? segment.slice(0, -1) : segment;
  return singular + slot.name.charAt(0).toUpperCase() + slot.name.slice(1);
}

const normalized = (name: string): string => name.toLowerCase().replace(/[-_]/g, '');

/**
 * Reads first, collections before their items (so ids are known); then the state-changing calls
 * in the scenario's order, and any the scenario does not name: creates, updates, deletes.
 */
export function orderOperations(
  entries: readonly OperationEntry[],
  writeOrder: readonly string[],
): { reads: OperationEntry[]; writes: OperationEntry[] } {
  const depth = (entry: OperationEntry): number => slotsOf(entry.path).length;
  const reads = entries.filter((e) => isSafe(e.method)).sort((a, b) => depth(a) - depth(b));
  const rank = (entry: OperationEntry): number => {
    const listed = writeOrder.indexOf(operationName(entry));
    if (listed >= 0) return listed;
    const base = writeOrder.length;
    if (entry.method === 'delete') return base + 2;
    const createsInCollection = entry.method === 'post' && !trimSlash(entry.path).endsWith('}');
    return createsInCollection ? base : base + 1;
  };
  const writes = entries.filter((e) => !isSafe(e.method)).sort((a, b) => rank(a) - rank(b));
  return { reads, writes };
}

/** The parameters of an operation: path-item ones, overridden by the operation's own. */
export function parametersOf(document: Document, entry: OperationEntry): ParameterObject[] {
  const item = document.paths?.[entry.path] as OpenAPIV3_1.PathItemObject | undefined;
  const all = [...(item?.parameters ?? []), ...(entry.operation.parameters ?? [])];
  const byKey = new Map<string, ParameterObject>();
  for (const parameter of all as ParameterObject[])
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  return [...byKey.values()];
}

/**
 * Parameters whose example must not be sent: a page cursor, which only an earlier page gives (the
 * first page is asked without one), and an idempotency key, new for every attempt (sending the
 * example again would replay, or refuse, an earlier call).
 */
const NOT_FROM_EXAMPLES: ReadonlyMap<string, () => string | undefined> = new Map<
  string,
  () => string | undefined
>([
  ['cursor', () => undefined],
  ['idempotency-key', () => globalThis.crypto.randomUUID()],
]);

function exampleOf(parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0] as { value?: unknown } | undefined;
  if (first?.value !== undefined) return first.value;
  const schema = (parameter.schema ?? {}) as {
    example?: unknown;
    examples?: unknown[];
    default?: unknown;
    enum?: unknown[];
  };
  return schema.example ?? schema.examples?.[0] ?? schema.default ?? schema.enum?.[0];
}

/**
 * Values learnt while the check runs: ids from responses, by the path slot they fill, and each
 * operation's last JSON answer (for scenario bodies).
 */
export interface Knowledge {
  userId: string | undefined;
  slots: Map<string, string | number>;
  byName: Map<string, string | number>;
  answers: Map<string, unknown>;
}

export function newKnowledge(userId: string | undefined): Knowledge {
  return { userId, slots: new Map(), byName: new Map(), answers: new Map() };
}

const slotKey = (slot: PathSlot): string => `${slot.collection}/{${slot.name}}`;

function idOf(item: Record<string, unknown>, name: string): string | number | undefined {
  for (const key of [name, 'id', 'code']) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

/** Learns from a successful JSON answer: the ids it gives for the document's path slots. */
export function learn(
  knowledge: Knowledge,
  document: Document,
  entry: OperationEntry,
  json: unknown,
): void {
  knowledge.answers.set(operationName(entry), json);
  const first = Array.isArray(json) ? json.find(isRecord) : isRecord(json) ? json : undefined;
  if (!first) return;
  const answered = collectionOf(entry.path);
  for (const path of Object.keys(document.paths ?? {})) {
    for (const slot of slotsOf(path)) {
      const value = idOf(first, slot.name);
      if (value === undefined) continue;
      const itemPath = slotKey(slot);
      if (slot.collection === answered || itemPath === trimSlash(entry.path)) {
        knowledge.slots.set(itemPath, value);
      }
      const named = first[slot.name];
      if (
        !GENERIC_NAMES.has(slot.name) &&
        (typeof named === 'string' || typeof named === 'number')
      ) {
        knowledge.byName.set(slot.name, named);
      }
    }
  }
  if (knowledge.userId === undefined && isRecord(json)) {
    const userId = json[USER_ID];
    if (typeof userId === 'string' || typeof userId === 'number') knowledge.userId = String(userId);
  }
}

export interface PlannedRequest {
  /** Path and query, to append to the base URL. */
  target: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Planned = { request: PlannedRequest } | { skip: string };

/** Puts known ids into a body's `…Id` fields (`subscriptionId`, `user_id`), keeping their type. */
function withKnownIds(knowledge: Knowledge, document: Document, body: unknown): unknown {
  const known = new Map<string, string | number>();
  for (const path of Object.keys(document.paths ?? {})) {
    for (const slot of slotsOf(path)) {
      const value = knowledge.slots.get(slotKey(slot)) ?? knowledge.byName.get(slot.name);
      if (value !== undefined) known.set(normalized(semanticName(slot)), value);
    }
  }
  if (knowledge.userId !== undefined) known.set(normalized(USER_ID), knowledge.userId);
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill);
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const id = normalized(key).endsWith('id') ? known.get(normalized(key)) : undefined;
        if (id === undefined || (typeof child !== 'string' && typeof child !== 'number')) {
          return [key, fill(child)];
        }
        return [key, typeof child === 'number' ? Number(id) : String(id)];
      }),
    );
  };
  return fill(body);
}

function exampleBody(requestBody: RequestBodyObject): { type: string; body: unknown } | string {
  const content = (requestBody.content ?? {}) as Record<string, MediaTypeObject>;
  const type = Object.keys(content).find((t) => t === 'application/json' || t.endsWith('+json'));
  if (!type) return `its request body is ${Object.keys(content).join(', ')}; only JSON is sent`;
  const media = content[type] ?? {};
  const first = Object.values(media.examples ?? {})[0] as { value?: unknown } | undefined;
  const body =
    media.example ?? first?.value ?? (media.schema as { example?: unknown } | undefined)?.example;
  if (body === undefined) return 'the document gives no example request body';
  return { type, body };
}

/** The request for an operation with what is known so far, or why it cannot be made. */
export function planRequest(
  document: Document,
  entry: OperationEntry,
  knowledge: Knowledge,
  scenarioBody?: (answers: ReadonlyMap<string, unknown>) => unknown,
): Planned {
  const parameters = parametersOf(document, entry);
  let target = entry.path;
  for (const slot of slotsOf(entry.path)) {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === slot.name);
    let value: unknown =
      slot.name === USER_ID
        ? knowledge.userId
        : (knowledge.slots.get(slotKey(slot)) ?? knowledge.byName.get(slot.name));
    if (value === undefined && slot.name !== USER_ID && parameter) value = exampleOf(parameter);
    if (value === undefined) {
      return {
        skip:
          slot.name === USER_ID
            ? 'needs the user id: pass --user-id'
            : `no value for path parameter {${slot.name}}`,
      };
    }
    target = target.replace(`{${slot.name}}`, encodeURIComponent(String(value)));
  }

  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'header') continue;
    const fresh = NOT_FROM_EXAMPLES.get(parameter.name.toLowerCase());
    const value = fresh === undefined ? exampleOf(parameter) : fresh();
    if (value === undefined) {
      if (parameter.required)
        return { skip: `no example for required ${parameter.in} "${parameter.name}"` };
      continue;
    }
    if (parameter.in === 'query') query.set(parameter.name, String(value));
    else headers[parameter.name] = String(value);
  }
  if ([...query.keys()].length > 0) target += `?${query.toString()}`;

  let body: unknown;
  const requestBody = entry.operation.requestBody as RequestBodyObject | undefined;
  if (requestBody) {
    const example = exampleBody(requestBody);
    if (typeof example === 'string') {
      if (requestBody.required) return { skip: example };
    } else {
      headers['Content-Type'] = example.type;
      body = withKnownIds(knowledge, document, scenarioBody?.(knowledge.answers) ?? example.body);
    }
  }
  return { request: { target, headers, body } };
}
