/**
 * The `paging` family, for every list that takes `limit` and `cursor` and documents a `Link`
 * header (`PageLimit`, `PageCursor`, `NextPage`; decision 012): the whole list is asked without
 * `limit` (and must come without `Link`), then walked with a limit that needs several pages,
 * following each `Link: <…>; rel="next"`. The walk must hold the whole list, in its order, with
 * nothing skipped or repeated, and a page must have a next link whenever items remain. A forged
 * cursor, and one given out for another list of the service, must be refused with 400.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OperationEntry } from '../documents.ts';
import { componentName } from './contractNames.ts';
import { answered, type Context, type Exchange, flag, send } from './exchange.ts';
import { operationName, parametersOf, type PlannedRequest } from './plan.ts';
import type { SkippedOperation } from './types.ts';
import { show } from './validate.ts';

type ParameterObject = OpenAPIV3_1.ParameterObject;

/** The next page's cursor from a `Link` header: the `cursor` of its `rel="next"` target. */
export function nextCursor(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match || !/;\s*rel="?([^";]*\s)?next(\s[^";]*)?"?/i.test(match[2] ?? '')) continue;
    const cursor = new URL(match[1] ?? '', 'http://link.invalid').searchParams.get('cursor');
    if (cursor) return cursor;
  }
  return undefined;
}

export interface PagedList {
  entry: OperationEntry;
  planned: PlannedRequest;
  limit: ParameterObject;
  cursor: ParameterObject;
  /** The documented `Link` header of the success response. */
  link: unknown;
}

/** The operation as a paged list, when it is one. */
export function pagedList(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
): PagedList | undefined {
  if (entry.method !== 'get') return undefined;
  const query = parametersOf(context.document, entry).filter((p) => p.in === 'query');
  const limit = query.find((p) => p.name === 'limit');
  const cursor = query.find((p) => p.name === 'cursor');
  const success = (entry.operation.responses ?? {})['200'] as
    OpenAPIV3_1.ResponseObject | undefined;
  const link = Object.entries(success?.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'link',
  )?.[1];
  if (!limit || !cursor || !link) return undefined;
  return { entry, planned, limit, cursor, link };
}

/** The planned target with `limit` and `cursor` set as given (or removed when undefined). */
function pageTarget(target: string, limit?: number, cursor?: string): string {
  const [path = '', search = ''] = target.split('?');
  const query = new URLSearchParams(search);
  query.delete('limit');
  query.delete('cursor');
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A cursor no service gave out: the given one with a character changed, or a made-up one. */
export function forgedCursor(cursor: string | undefined): string {
  if (!cursor) return 'Zm9yZ2VkLWN1cnNvcg';
  const middle = Math.floor(cursor.length / 2);
  const changed = cursor[middle] === 'A' ? 'B' : 'A';
  return cursor.slice(0, middle) + changed + cursor.slice(middle + 1);
}

const pages = (n: number): string => `${n} page${n === 1 ? '' : 's'}`;

interface Walk {
  exchanges: Exchange[];
  /** A cursor the service gave out for this list, for the other lists' foreign-cursor probe. */
  cursor: string | undefined;
}

/** The whole list, then the walk through its pages; what the walk found is flagged on its calls. */
async function walk(
  context: Context,
  list: PagedList,
  skip: (reason: string) => void,
): Promise<Walk> {
  const { entry, planned } = list;
  const contract = componentName(context.document, list.link) ?? 'the Link header of the list';
  const limitContract = componentName(context.document, list.limit) ?? 'parameters.limit';
  const exchanges: Exchange[] = [];
  const whole = await send(context, entry, planned, {
    probe: { family: 'paging', label: 'the whole list, without limit' },
    target: pageTarget(planned.target),
  });
  exchanges.push(whole);
  if (whole.record.status !== 200 || !Array.isArray(whole.json)) {
    skip(`the whole list answered ${answered(whole)}, not a 200 array: no walk`);
    return { exchanges, cursor: undefined };
  }
  if (nextCursor(whole.headers?.get('link') ?? null) !== undefined) {
    flag(
      whole,
      'paging-walk',
      limitContract,
      'no Link without limit (every item at once)',
      'a next link',
    );
  }
  const items = whole.json as unknown[];
  if (items.length < 2) {
    skip(`the list holds ${items.length} item${items.length === 1 ? '' : 's'}: too few to page`);
    return { exchanges, cursor: undefined };
  }
  const maximum = (list.limit.schema as { maximum?: number } | undefined)?.maximum;
  const limit = Math.min(Math.ceil(items.length / 3), maximum ?? Number.POSITIVE_INFINITY);
  const walked: unknown[] = [];
  let cursor: string | undefined;
  let given: string | undefined;
  // More pages than items can only be a walk that does not end.
  for (let page = 1; page <= items.length + 1; page += 1) {
    const exchange = await send(context, entry, planned, {
      probe: { family: 'paging', label: `page ${page}, limit ${limit}` },
      target: pageTarget(planned.target, limit, cursor),
    });
    exchanges.push(exchange);
    if (exchange.record.status !== 200 || !Array.isArray(exchange.json))
      return { exchanges, cursor: given };
    walked.push(...(exchange.json as unknown[]));
    cursor = nextCursor(exchange.headers?.get('link') ?? null);
    given ??= cursor;
    if (cursor === undefined) {
      if (walked.length < items.length) {
        flag(
          exchange,
          'paging-link-missing',
          contract,
          `Link: <…>; rel="next" (${items.length - walked.length} of ${items.length} items remain)`,
          'no next link',
        );
        return { exchanges, cursor: given };
      }
      break;
    }
    if (page === items.length + 1) {
      flag(
        exchange,
        'paging-walk',
        contract,
        `the last page within ${pages(items.length)}`,
        `a next link after ${pages(page)}`,
      );
      return { exchanges, cursor: given };
    }
  }
  const last = exchanges[exchanges.length - 1] ?? whole;
  const difference = compareWalk(items, walked);
  if (difference) flag(last, 'paging-walk', contract, difference.expected, difference.got);
  return { exchanges, cursor: given };
}

/** How the walked items differ from the whole list, or null when they are the same. */
export function compareWalk(
  whole: readonly unknown[],
  walked: readonly unknown[],
): { expected: string; got: string } | null {
  const key = (item: unknown): string => JSON.stringify(item);
  const expected = `the ${whole.length} items of the whole list, in its order`;
  const wanted = new Set(whole.map(key));
  const seen = new Map<string, number>();
  for (const item of walked) seen.set(key(item), (seen.get(key(item)) ?? 0) + 1);
  const repeated = [...seen.entries()].filter(([, count]) => count > 1).map(([item]) => item);
  const missing = whole.map(key).filter((item) => !seen.has(item));
  const foreign = [...seen.keys()].filter((item) => !wanted.has(item));
  const problems = [
    repeated.length > 0
      ? `${repeated.length} repeated (${show(JSON.parse(repeated[0] ?? 'null'))})`
      : '',
    missing.length > 0
      ? `${missing.length} skipped (${show(JSON.parse(missing[0] ?? 'null'))})`
      : '',
    foreign.length > 0 ? `${foreign.length} not in the whole list` : '',
  ].filter(Boolean);
  if (problems.length > 0)
    return { expected, got: `${walked.length} items: ${problems.join(', ')}` };
  if (walked.map(key).some((item, index) => item !== key(whole[index]))) {
    return { expected, got: 'the same items in another order' };
  }
  return null;
}

/** Walks every paged list, then probes each with a forged cursor and another list's cursor. */
export async function checkPaging(
  context: Context,
  lists: readonly PagedList[],
  skipped: SkippedOperation[],
): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  const cursors = new Map<PagedList, string>();
  for (const list of lists) {
    const skip = (reason: string): void => {
      skipped.push({
        operation: operationName(list.entry),
        method: list.entry.method,
        path: list.entry.path,
        family: 'paging',
        reason,
      });
    };
    const result = await walk(context, list, skip);
    exchanges.push(...result.exchanges);
    if (result.cursor !== undefined) cursors.set(list, result.cursor);
  }
  for (const list of lists) {
    const contract = componentName(context.document, list.cursor) ?? 'parameters.cursor';
    const probes: { label: string; cursor: string }[] = [
      { label: 'a forged cursor', cursor: forgedCursor(cursors.get(list)) },
    ];
    const other = [...cursors.entries()].find(([candidate]) => candidate !== list);
    if (other) {
      probes.push({
        label: `a cursor of ${operationName(other[0].entry)}`,
        cursor: other[1],
      });
    }
    for (const probe of probes) {
      const exchange = await send(context, list.entry, list.planned, {
        probe: { family: 'paging', label: probe.label },
        target: pageTarget(list.planned.target, 1, probe.cursor),
      });
      exchanges.push(exchange);
      if (exchange.record.status !== null && exchange.record.status !== 400) {
        flag(
          exchange,
          'paging-cursor-accepted',
          contract,
          '400: a cursor the service did not give out for this list',
          answered(exchange),
        );
      }
    }
  }
  return exchanges;
}
