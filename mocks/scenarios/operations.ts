/**
 * Which documented operation a request is, for the scenario engine, in the browser as in node. The
 * generated handler factories (`get<Op>MockHandler`) carry each operation's method and path as the
 * documents write them, so no document is read at run time and the table follows `npm run
 * generate`.
 */
import { type HttpHandler, matchRequestUrl } from 'msw';
import * as account from '@sdk/account/account.msw.ts';
import * as license from '@sdk/license/license.msw.ts';
import * as shop from '@sdk/shop/shop.msw.ts';
import * as subscription from '@sdk/subscription/subscription.msw.ts';
import { SERVICES } from '../../src/config/services.ts';
import type { Service } from '../servicePaths.ts';

export interface MockOperation {
  operationId: string;
  service: Service;
  method: string;
  /** The MSW path pattern, e.g. `*\/subscription-api/account/:userId/subscriptions/:id/cancel`. */
  path: string;
}

const GENERATED: Record<Service, Record<string, unknown>> = {
  account,
  subscription,
  license,
  shop,
};
const FACTORY = /^get(\w+)MockHandler$/;

function operationsOf(service: Service): MockOperation[] {
  return Object.entries(GENERATED[service]).flatMap(([name, factory]) => {
    const [, operation] = FACTORY.exec(name) ?? [];
    if (!operation || typeof factory !== 'function') return [];
    const { info } = (factory as () => HttpHandler)();
    const operationId = operation.charAt(0).toLowerCase() + operation.slice(1);
    return [{ operationId, service, method: String(info.method), path: String(info.path) }];
  });
}

export const MOCK_OPERATIONS: readonly MockOperation[] = SERVICES.flatMap(operationsOf);

const byId = new Map(MOCK_OPERATIONS.map((operation) => [operation.operationId, operation]));

export function mockOperation(operationId: string): MockOperation | undefined {
  return byId.get(operationId);
}

/** A path's fixed part: the longer it is, the more specific (`…/subscriptions/new` over `…/:id`). */
const literalLength = (path: string) => path.replace(/:\w+/g, '').length;

/** The operation a request is, the most specific one when several paths match. */
export function operationOfRequest(request: Request): MockOperation | undefined {
  const url = new URL(request.url);
  let best: MockOperation | undefined;
  for (const operation of MOCK_OPERATIONS) {
    if (operation.method !== request.method) continue;
    if (!matchRequestUrl(url, operation.path).matches) continue;
    if (!best || literalLength(operation.path) > literalLength(best.path)) best = operation;
  }
  return best;
}

/** Operations whose answer is a list: the ones an `empty` scenario applies to. */
export const isListOperation = (operationId: string): boolean => /^list[A-Z]/.test(operationId);
