import { describe, expect, it } from 'vitest';
import { getAccountServiceMock } from '@sdk/account/account.msw.ts';
import { getLicenseServiceMock } from '@sdk/license/license.msw.ts';
import { getShopServiceMock } from '@sdk/shop/shop.msw.ts';
import { getSubscriptionServiceAPIMock } from '@sdk/subscription/subscription.msw.ts';
import { loadDocument, operationsOf, SERVICES } from '../../../scripts/contract/documents.ts';
import {
  calledOperations,
  documented,
  documentedOperations,
  mswPattern,
} from '@/test/inventory.ts';
import { SCENARIOS } from './scenarios.ts';

const operations = documentedOperations();
const called = calledOperations(operations);
const mutations = called.filter((operation) => operation.mutation);
const rowsOf = (operationId: string) =>
  SCENARIOS.filter((scenario) => scenario.operationId === operationId);

describe('the inventory of operations the portal calls', () => {
  it('reads the same operations as the resolving document loader', async () => {
    const loaded = (
      await Promise.all(
        SERVICES.map(async (service) =>
          operationsOf(await loadDocument(service)).map((entry) => documented(service, entry)),
        ),
      )
    ).flat();
    expect(operations).toEqual(loaded);
  });

  it('answers each operation where its generated msw handler does (src/test/operations.ts)', () => {
    const generated = [
      ...getAccountServiceMock(),
      ...getSubscriptionServiceAPIMock(),
      ...getLicenseServiceMock(),
      ...getShopServiceMock(),
    ].map(({ info }) => `${info.method} ${String(info.path)}`);
    const answered = operations.map(
      (operation) => `${operation.method.toUpperCase()} ${mswPattern(operation)}`,
    );
    expect(answered.toSorted()).toEqual(generated.toSorted());
  });

  it('finds the calls of the generated SDK and of the HTTP layer', () => {
    const ids = called.map((operation) => operation.operationId);
    // A sample of each way in: a hook, queryOptions, a plain function, the refresh's path literal
    // (in the HTTP layer, and in the boot script that starts it before the framework arrives).
    expect(ids).toEqual(
      expect.arrayContaining(['listCoupons', 'getMe', 'cancelSubscription', 'refreshAccessToken']),
    );
    expect(called.find((op) => op.operationId === 'refreshAccessToken')?.calledFrom).toEqual([
      'src/api/bootRequests.ts',
      'src/api/http.ts',
    ]);
  });

  it('has one fault scenario for every operation called, and none for any other', () => {
    const missing = called.filter((operation) => rowsOf(operation.operationId).length !== 1);
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
    const stale = SCENARIOS.filter(
      (scenario) => !called.some((operation) => operation.operationId === scenario.operationId),
    );
    expect(stale.map((scenario) => scenario.operationId)).toEqual([]);
  });

  it('has, for every mutation, the control a double click is tried on, or no steps at all', () => {
    // A write without a control of its own is sent by arriving (the boot): one per visit.
    const unchecked = mutations.filter((operation) =>
      rowsOf(operation.operationId).some((scenario) => !scenario.submit && scenario.steps),
    );
    expect(unchecked.map((operation) => operation.operationId)).toEqual([]);
  });

  it('reports operations covered out of operations called', () => {
    const covered = called.filter((operation) => rowsOf(operation.operationId).length === 1);
    const uncalled = operations.filter(
      (operation) => !called.some((op) => op.operationId === operation.operationId),
    );
    const table = covered.map((operation) => {
      const [scenario] = rowsOf(operation.operationId);
      return `  ${operation.operationId.padEnd(31)} ${(scenario?.persona ?? '').padEnd(16)} ${scenario?.route.padEnd(27)} ${scenario?.trigger}`;
    });
    console.log(
      [
        `Operations called: ${called.length} of ${operations.length} documented` +
          ` (not called: ${uncalled.map((operation) => operation.operationId).join(', ') || 'none'}).`,
        `Fault scenarios: ${covered.length} of ${called.length} operations called,` +
          ' each run with a server error, a network failure and a slow answer.',
        `Double submit: ${mutations.length} mutations called, each with its scenario.`,
        ...table,
      ].join('\n'),
    );
    expect(covered).toHaveLength(called.length);
  });
});
