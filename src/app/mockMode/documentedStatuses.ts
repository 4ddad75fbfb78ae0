import { parse } from 'yaml';

/**
 * The error statuses each operation's document lists, read from `openapi/*.yaml` as the panel
 * loads: the panel offers an operation only the answers its contract documents.
 */
const DOCUMENTS = import.meta.glob<string>('/openapi/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Document {
  paths?: Record<string, Record<string, { operationId?: string; responses?: object }>>;
}

/** The error statuses the scenario engine can answer (mocks/scenarios/grammar.ts). */
export const ERROR_STATUSES = [400, 401, 403, 404, 422, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

const isErrorStatus = (status: number): status is ErrorStatus =>
  (ERROR_STATUSES as readonly number[]).includes(status);

/** Each operationId's documented error statuses, from the documents' text. */
export function documentedStatuses(documents: readonly string[]): Map<string, ErrorStatus[]> {
  const statuses = new Map<string, ErrorStatus[]>();
  for (const text of documents) {
    const { paths = {} } = parse(text) as Document;
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        if (!operation.operationId || !operation.responses) continue;
        const documented = Object.keys(operation.responses).map(Number).filter(isErrorStatus);
        statuses.set(operation.operationId, documented);
      }
    }
  }
  return statuses;
}

const DOCUMENTED = documentedStatuses(Object.values(DOCUMENTS));

/** The error statuses the contract documents for the operation (none for an unknown one). */
export function statusesOf(operationId: string): readonly ErrorStatus[] {
  return DOCUMENTED.get(operationId) ?? [];
}
