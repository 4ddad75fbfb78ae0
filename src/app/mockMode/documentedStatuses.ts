import DOCUMENTED from 'virtual:documented-statuses';
import type { ErrorStatus } from './errorStatuses.ts';

export type { ErrorStatus };

/**
 * The error statuses the contract documents for the operation (none for an unknown one), read from
 * `openapi/*.yaml` when the app is built (scripts/vite/documentedStatuses.ts).
 */
export function statusesOf(operationId: string): readonly ErrorStatus[] {
  return DOCUMENTED[operationId] ?? [];
}
