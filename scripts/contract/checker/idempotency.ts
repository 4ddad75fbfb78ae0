/**
 * The `idempotency` family, for every write that takes an `Idempotency-Key` header (the
 * `IdempotencyKey` parameter; decision 012, docs/backend-teams.md section 5), run with `--write`:
 *
 * - before the write, a key one character over the parameter's `maxLength` must be refused (400);
 * - after it, when its answer is one the service keeps (not a 401, 403 or 5xx), the same key and
 *   the same body (its keys in another order: the same JSON) must get the first answer again, the
 *   same status and body with `Idempotent-Replayed: true`, and must not act again: a create's list
 *   holds as many items after the replay as before;
 * - the same key with another body the schema allows must be refused with 422, code
 *   `idempotency_key_reused`, acting on nothing.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { type Document, type OperationEntry, operationsOf } from '../documents.ts';
import { componentName } from './contractNames.ts';
import { answered, codeOf, type Context, type Exchange, flag, send } from './exchange.ts';
import { operationName, parametersOf, planRequest, type PlannedRequest } from './plan.ts';
import type { SkippedOperation } from './types.ts';
import type { ResponseChecker } from './validate.ts';
import { isRecord } from '../../../src/api/isRecord.ts';

type Schema = Record<string, unknown>;

/** The operation's `Idempotency-Key` header parameter, when it takes one. */
export function idempotencyKeyOf(
  document: Document,
  entry: OperationEntry,
): OpenAPIV3_1.ParameterObject | undefined {
  return parametersOf(document, entry).find(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
}

/** JSON with its object keys sorted: two bodies are the same JSON when these are equal. */
export function canonical(value: unknown): string {
  const sorted = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sorted);
    if (!isRecord(node)) return node;
    return Object.fromEntries(
      Object.keys(node)
        .sort()
        .map((key) => [key, sorted(node[key])]),
    );
  };
  return JSON.stringify(sorted(value)) ?? '';
}

/** The same object with its keys in reverse order (nested objects too). */
export function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((key) => [key, reordered(value[key])]),
  );
}

/**
 * Other values for one property: another enum value, the other boolean, a number beside it, a
 * string or e-mail address changed, a list without its last item.
 */
function alternatives(schema: Schema, current: unknown): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== current);
  if (typeof current === 'boolean') return [!current];
  if (typeof current === 'number') return [current + 1, current - 1];
  if (typeof current === 'string' && schema.format === 'email') return [`other.${current}`];
  if (typeof current === 'string' && schema.format === undefined) return [`${current}-2`];
  if (Array.isArray(current) && current.length > 1) return [current.slice(0, -1)];
  return [];
}

/** A body the schema allows that differs from `body` in one value, or undefined when none. */
export function anotherBody(checker: ResponseChecker, schema: Schema, body: unknown): unknown {
  const candidates: unknown[] = [];
  const collect = (node: Schema, value: unknown, path: string[]): void => {
    if (!isRecord(value) || !isRecord(node.properties)) return;
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isRecord(property) || !(name in value)) continue;
      for (const alternative of alternatives(property, value[name])) {
        const copy = structuredClone(body) as Record<string, unknown>;
        let target = copy;
        for (const key of path) target = target[key] as Record<string, unknown>;
        target[name] = alternative;
        candidates.push(copy);
      }
      collect(property, value[name], [...path, name]);
    }
  };
  collect(schema, body, []);
  return candidates.find((candidate) => checker.accepts(schema, candidate));
}

/** The list a create adds to: `POST …/subscriptions/new` → `GET …/subscriptions` (an array). */
function listOf(document: Document, entry: OperationEntry): OperationEntry | undefined {
  const path = entry.path.replace(/\/$/, '');
  if (entry.method !== 'post' || path.endsWith('}')) return undefined;
  const collection = path.replace(/\/new$/, '');
  return operationsOf(document).find((candidate) => {
    if (candidate.method !== 'get' || candidate.path.replace(/\/$/, '') !== collection)
      return false;
    const success = candidate.operation.responses?.['200'] as
      OpenAPIV3_1.ResponseObject | undefined;
    const schema = success?.content?.['application/json']?.schema as Schema | undefined;
    return schema?.type === 'array';
  });
}

function contractOf(context: Context, parameter: OpenAPIV3_1.ParameterObject): string {
  return componentName(context.document, parameter) ?? `parameters.${parameter.name}`;
}

/**
 * Before the write: a key over the documented length must be refused with 400. An operation that
 * documents no 400 cannot refuse it in its contract: that is the document's gap, reported as a
 * skipped check rather than blamed on the service.
 */
export async function probeKeyLength(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
  skipped: SkippedOperation[],
): Promise<Exchange[]> {
  const parameter = idempotencyKeyOf(context.document, entry);
  const maxLength = (parameter?.schema as { maxLength?: number } | undefined)?.maxLength;
  if (!parameter || maxLength === undefined) return [];
  if (!Object.keys(entry.operation.responses ?? {}).includes('400')) {
    skipped.push({
      operation: operationName(entry),
      method: entry.method,
      path: entry.path,
      family: 'idempotency',
      reason: `its ${parameter.name} has maxLength ${maxLength}, but it documents no 400 to refuse a longer key with`,
    });
    return [];
  }
  const exchange = await send(context, entry, planned, {
    probe: { family: 'idempotency', label: `a key of ${maxLength + 1} characters` },
    headers: { [parameter.name]: 'k'.repeat(maxLength + 1) },
  });
  if (exchange.record.status !== null && exchange.record.status !== 400) {
    flag(
      exchange,
      'idempotency-key-too-long-accepted',
      contractOf(context, parameter),
      `400: the key is over maxLength ${maxLength}`,
      answered(exchange),
    );
  }
  return [exchange];
}

async function countOf(
  context: Context,
  list: OperationEntry,
  label: string,
): Promise<{ exchange: Exchange; count: number | undefined } | undefined> {
  const planned = planRequest(context.document, list, context.knowledge);
  if ('skip' in planned) return undefined;
  const exchange = await send(context, list, planned.request, {
    probe: { family: 'idempotency', label },
  });
  return { exchange, count: Array.isArray(exchange.json) ? exchange.json.length : undefined };
}

/** After the write: the replay of the same request, and the key reused with another body. */
export async function probeReplay(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
  first: Exchange,
  skipped: SkippedOperation[],
): Promise<Exchange[]> {
  const parameter = idempotencyKeyOf(context.document, entry);
  const key = parameter ? planned.headers[parameter.name] : undefined;
  const { status } = first.record;
  if (!parameter || key === undefined || status === null) return [];
  if (status === 401 || status === 403 || status >= 500) return [];
  const contract = contractOf(context, parameter);
  const exchanges: Exchange[] = [];

  const list = listOf(context.document, entry);
  const before = list && (await countOf(context, list, 'the list before the replay'));
  if (before) exchanges.push(before.exchange);
  const replay = await send(context, entry, planned, {
    probe: { family: 'idempotency', label: 'same Idempotency-Key, same body (keys reordered)' },
    body: planned.body === undefined ? undefined : reordered(planned.body),
  });
  exchanges.push(replay);
  if (replay.record.status !== null) {
    const firstAnswer = `${status} ${canonical(first.json)}`;
    const replayed = replay.headers?.get('idempotent-replayed');
    if (replay.record.status !== status || canonical(replay.json) !== canonical(first.json)) {
      flag(
        replay,
        'idempotency-not-replayed',
        contract,
        `the first answer again: ${firstAnswer.slice(0, 60)}`,
        `${answered(replay)} ${canonical(replay.json)}`.slice(0, 80),
      );
    } else if (replayed !== 'true') {
      flag(
        replay,
        'idempotency-not-replayed',
        contract,
        'Idempotent-Replayed: true',
        replayed === null || replayed === undefined ? 'no Idempotent-Replayed header' : replayed,
      );
    }
  }
  if (list && before?.count !== undefined) {
    const after = await countOf(context, list, 'the list after the replay');
    if (after) {
      exchanges.push(after.exchange);
      if (after.count !== undefined && after.count !== before.count) {
        flag(
          after.exchange,
          'idempotency-not-replayed',
          contract,
          `acting once: ${before.count} items in ${operationName(list)}, as before the replay`,
          `${after.count} items`,
        );
      }
    }
  }

  if (planned.body === undefined) return exchanges;
  const requestBody = entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const schema = Object.values(requestBody?.content ?? {})[0]?.schema as Schema | undefined;
  const other = schema && anotherBody(context.checker, schema, planned.body);
  if (other === undefined) {
    skipped.push({
      operation: operationName(entry),
      method: entry.method,
      path: entry.path,
      family: 'idempotency',
      reason: 'no other body the schema allows, to reuse the key with',
    });
    return exchanges;
  }
  const reuse = await send(context, entry, planned, {
    probe: { family: 'idempotency', label: 'same Idempotency-Key, another body' },
    body: other,
  });
  exchanges.push(reuse);
  const code = codeOf(reuse.json);
  const listed = context.checker.documentedCodes(entry.operation, 422);
  const wrongCode =
    code !== undefined &&
    code !== 'idempotency_key_reused' &&
    listed.includes('idempotency_key_reused');
  if (reuse.record.status !== null && (reuse.record.status !== 422 || wrongCode)) {
    flag(
      reuse,
      'idempotency-key-reuse-accepted',
      contract,
      '422 (idempotency_key_reused), acting on nothing',
      answered(reuse),
    );
  }
  return exchanges;
}
