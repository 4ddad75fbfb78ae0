/**
 * The `proposals` family: a proposed field that carries another operation's answer must carry
 * what that operation answers. Today one does: the subscriptions list asked with
 * `include=renewal` carries each renewing subscription's `renewal`, as `previewRenewal` answers
 * it. The portal shows the list's copy and never asks the preview, so a copy that differs is a
 * price the customer is told and not charged. For each listed item whose field is not null, the
 * operation is asked for that item, and the two answers must be equal.
 */
import type { OperationEntry } from '../documents.ts';
import { isRecord } from '../../../src/api/isRecord.ts';
import { type Context, type Exchange, flag, send } from './exchange.ts';
import { canonical } from './idempotency.ts';
import { operationName } from './plan.ts';
import type { SkippedOperation } from './types.ts';
import { show } from './validate.ts';

interface EmbeddedAnswer {
  /** The list whose items carry the field. */
  list: string;
  field: string;
  /** The operation whose answer the field carries, and its path parameters for an item. */
  operation: string;
  parameters: (item: Record<string, unknown>) => Record<string, unknown>;
  /** The property of the document that proposes the field, for the drift table. */
  contract: string;
}

export const EMBEDDED_ANSWERS: readonly EmbeddedAnswer[] = [
  {
    list: 'listSubscriptions',
    field: 'renewal',
    operation: 'previewRenewal',
    parameters: (subscription) => ({ id: subscription.id }),
    contract: 'components.schemas.Subscription.properties.renewal',
  },
];

/** Equal as JSON values: the same properties, in whatever order, with equal values. */
const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The first property at which the two differ, as a JSON pointer below `base`. */
function firstDifference(a: unknown, b: unknown, base: string): string {
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!sameJson(a[key], b[key])) return firstDifference(a[key], b[key], `${base}/${key}`);
    }
  }
  return base;
}

/**
 * Asks, for each item of the lists `answers` holds (the operations' own calls, by name) whose
 * embedded field is set, the operation the field stands for, and flags a copy that differs.
 */
export async function checkEmbeddedAnswers(
  context: Context,
  entries: readonly OperationEntry[],
  answers: ReadonlyMap<string, Exchange>,
  skipped: SkippedOperation[],
): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  for (const embedded of EMBEDDED_ANSWERS) {
    const list = answers.get(embedded.list);
    const entry = entries.find((candidate) => operationName(candidate) === embedded.operation);
    if (!list || !entry || !Array.isArray(list.json)) continue;
    const items = list.json.flatMap((item, index) =>
      isRecord(item) && isRecord(item[embedded.field]) ? [{ item, index }] : [],
    );
    if (items.length === 0) {
      skipped.push({
        operation: embedded.list,
        method: 'get',
        path: list.record.path,
        family: 'proposals',
        reason: `no item carries \`${embedded.field}\`: the proposal is not taken up, or nothing has one`,
      });
      continue;
    }
    for (const { item, index } of items) {
      const parameters: Record<string, unknown> = {
        userId: context.knowledge.userId,
        ...embedded.parameters(item),
      };
      const target = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(parameters[name])),
      );
      const exchange = await send(
        context,
        entry,
        { target, headers: {}, body: undefined },
        {
          probe: {
            family: 'proposals',
            label: `the \`${embedded.field}\` of ${embedded.list} item ${index}`,
          },
        },
      );
      exchanges.push(exchange);
      const copy = item[embedded.field];
      if (exchange.record.status !== 200 || !sameJson(copy, exchange.json)) {
        const pointer = firstDifference(copy, exchange.json, `/${index}/${embedded.field}`);
        flag(
          list,
          'embedded-answer-differs',
          embedded.contract,
          `what ${embedded.operation} answers (${exchange.record.status ?? 'no answer'})`,
          exchange.record.status === 200 ? `a copy that differs at ${pointer}` : show(copy),
          pointer,
        );
      }
    }
  }
  return exchanges;
}
