/**
 * The `negative` family, in the way Schemathesis's negative mode works: requests the operation's
 * own schemas forbid, each one change away from the request the checker makes anyway: a required
 * body field or query parameter left out, a value of the wrong type, a value out of range (below
 * `minimum`, past `maxLength`, not in `enum`, against `pattern` or `format`). Every candidate is
 * validated against the schema first and kept only when the schema refuses it, so the service is
 * never blamed for accepting what the document allows. Each must answer 400, in the documented
 * error shape (the ordinary response check). Fields a request may not carry
 * (`additionalProperties: false`) are not tried: request bodies are closed to bind the portal, and
 * a service may ignore what it does not know (decision 011).
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OperationEntry } from '../documents.ts';
import { componentName } from './contractNames.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { answered, type Context, type Exchange, flag, send } from './exchange.ts';
import { parametersOf, type PlannedRequest } from './plan.ts';
import { isRecord } from '../../../src/api/isRecord.ts';

type Schema = Record<string, unknown>;

export interface NegativeCase {
  label: string;
  /** The schema or parameter the case breaks, as the document names it. */
  contract: string;
  target?: string;
  body?: unknown;
}

/** Values of each JSON type, to pick one the schema's `type` does not allow. */
const OF_TYPE: readonly [string, unknown][] = [
  ['integer', 12345],
  ['string', 'not-a-number'],
  ['boolean', true],
  ['object', {}],
  ['array', []],
];

function wrongType(schema: Schema): { label: string; value: unknown } | undefined {
  const declared = schema.type;
  const types = Array.isArray(declared) ? declared : declared === undefined ? [] : [declared];
  if (types.length === 0) return undefined;
  const allowed = (type: string): boolean =>
    types.includes(type) || (type === 'integer' && types.includes('number'));
  const found = OF_TYPE.find(([type]) => !allowed(type));
  return found && { label: `as ${found[0]}`, value: found[1] };
}

/** Values just outside the schema's constraints, one per constraint it has. */
function outOfRange(schema: Schema): { label: string; value: unknown }[] {
  const values: { label: string; value: unknown }[] = [];
  const number = (key: string): number | undefined =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
  const minimum = number('minimum');
  if (minimum !== undefined) values.push({ label: `below minimum ${minimum}`, value: minimum - 1 });
  const maximum = number('maximum');
  if (maximum !== undefined) values.push({ label: `above maximum ${maximum}`, value: maximum + 1 });
  const minLength = number('minLength');
  if (minLength !== undefined && minLength > 0) {
    values.push({ label: `shorter than ${minLength}`, value: 'x'.repeat(minLength - 1) });
  }
  const maxLength = number('maxLength');
  if (maxLength !== undefined) {
    values.push({ label: `longer than ${maxLength}`, value: 'x'.repeat(maxLength + 1) });
  }
  if (Array.isArray(schema.enum)) {
    values.push({ label: 'not one of its enum', value: 'not-a-listed-value' });
  }
  if (typeof schema.pattern === 'string') {
    values.push({ label: `against pattern ${schema.pattern}`, value: '!' });
  }
  if (typeof schema.format === 'string') {
    values.push({ label: `not a ${schema.format}`, value: `not-a-${schema.format}` });
  }
  const minItems = number('minItems');
  if (minItems !== undefined && minItems > 0) {
    values.push({ label: `fewer than ${minItems} items`, value: [] });
  }
  return values;
}

/** One change to a body: the value at `path` replaced, or removed when `remove`. */
interface BodyChange {
  label: string;
  path: string[];
  value?: unknown;
  remove?: true;
}

/** A copy of `body` with the change made. */
function changed(body: unknown, change: BodyChange): unknown {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  for (const key of change.path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = change.path[change.path.length - 1] ?? '';
  if (change.remove) Reflect.deleteProperty(node, last);
  else node[last] = change.value;
  return copy;
}

/** The changes for an object schema and the value sent for it, into nested objects too. */
function bodyChanges(schema: Schema, value: unknown, path: string[] = []): BodyChange[] {
  if (!isRecord(value) || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const changes: BodyChange[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isRecord(property) || !(name in value)) continue;
    const at = [...path, name];
    const field = at.join('.');
    if (required.includes(name)) {
      changes.push({ label: `without required "${field}"`, path: at, remove: true });
    }
    const wrong = wrongType(property);
    if (wrong) changes.push({ label: `"${field}" ${wrong.label}`, path: at, value: wrong.value });
    for (const outside of outOfRange(property)) {
      changes.push({ label: `"${field}" ${outside.label}`, path: at, value: outside.value });
    }
    changes.push(...bodyChanges(property, value[name], at));
  }
  return changes;
}

/** A query value as the schema sees it: numbers for numeric schemas, else the text. */
function typedQueryValue(schema: Schema, text: string): unknown {
  const declared = schema.type;
  const numeric = ['integer', 'number'].some((type) =>
    Array.isArray(declared) ? declared.includes(type) : declared === type,
  );
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * The negative requests of an operation, from the request the checker plans for it; each breaks
 * one rule of a schema, which the schema itself confirms.
 */
export function negativeCases(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
): NegativeCase[] {
  const { checker, document } = context;
  const cases: NegativeCase[] = [];
  const [path = '', search = ''] = planned.target.split('?');
  const query = new URLSearchParams(search);
  for (const parameter of parametersOf(document, entry)) {
    // A cursor is any text to the schema: forged cursors are the paging family's.
    if (parameter.in !== 'query' || parameter.name === 'cursor') continue;
    const schema = (parameter.schema ?? {}) as Schema;
    const contract = componentName(document, parameter) ?? `parameters.${parameter.name}`;
    const sent = query.get(parameter.name);
    const variants: { label: string; value: string | undefined }[] = [];
    if (parameter.required && sent !== null) {
      variants.push({ label: `without required query "${parameter.name}"`, value: undefined });
    }
    const wrong = wrongType(schema);
    if (wrong && typeof wrong.value === 'string') {
      variants.push({ label: `query "${parameter.name}" ${wrong.label}`, value: wrong.value });
    }
    for (const outside of outOfRange(schema)) {
      if (typeof outside.value !== 'string' && typeof outside.value !== 'number') continue;
      variants.push({
        label: `query "${parameter.name}" ${outside.label}`,
        value: String(outside.value),
      });
    }
    for (const variant of variants) {
      if (
        variant.value !== undefined &&
        checker.accepts(schema, typedQueryValue(schema, variant.value))
      )
        continue;
      const changed = new URLSearchParams(query);
      if (variant.value === undefined) changed.delete(parameter.name);
      else changed.set(parameter.name, variant.value);
      const text = changed.toString();
      cases.push({ label: variant.label, contract, target: text ? `${path}?${text}` : path });
    }
  }

  const requestBody = entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const type = Object.keys(requestBody?.content ?? {}).find(
    (t) => t === 'application/json' || t.endsWith('+json'),
  );
  const schema = type ? (requestBody?.content[type]?.schema as Schema | undefined) : undefined;
  if (schema && planned.body !== undefined && checker.accepts(schema, planned.body)) {
    const contract = componentName(document, schema) ?? 'requestBody';
    for (const change of bodyChanges(schema, planned.body)) {
      const body = changed(planned.body, change);
      if (!checker.accepts(schema, body)) cases.push({ label: change.label, contract, body });
    }
  }
  return cases;
}

/** Sends each negative request of the operation; each must be refused with 400. */
export async function probeNegative(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
): Promise<Exchange[]> {
  const documents400 = Object.keys(entry.operation.responses ?? {}).some(
    (status) => status === '400' || status === '4XX',
  );
  if (!documents400) return [];
  const key = idempotencyKeyOf(context.document, entry);
  const exchanges: Exchange[] = [];
  for (const negative of negativeCases(context, entry, planned)) {
    const exchange = await send(context, entry, planned, {
      probe: { family: 'negative', label: negative.label },
      target: negative.target,
      // A key of its own: the planned call's key is the write's, and would be reused.
      headers: key ? { [key.name]: globalThis.crypto.randomUUID() } : undefined,
      ...(negative.body === undefined ? {} : { body: negative.body }),
    });
    exchanges.push(exchange);
    const { status } = exchange.record;
    if (status !== null && status !== 400) {
      flag(
        exchange,
        'invalid-request',
        negative.contract,
        '400 with the documented error body',
        answered(exchange),
      );
    }
  }
  return exchanges;
}
