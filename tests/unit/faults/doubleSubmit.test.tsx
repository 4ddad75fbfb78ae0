import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node.ts';
import { barrier, operationIdOf, recordRequests } from '@/test/operations.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import {
  arrive,
  busyMachineMs,
  CALLED,
  CALLED_SCENARIOS,
  FAULT_TEST_MS,
  doubleClick,
  operationOf,
  pendingIndicators,
  submitControl,
} from './harness.ts';

useMockBackend();
vi.setConfig({ testTimeout: FAULT_TEST_MS });
// A saved invoice or receipt would make jsdom navigate to the file, which it cannot.
beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

/** Every write the portal sends from now on, by operationId, in order. */
function recordWrites(): string[] {
  const writes: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    writes.push(operationIdOf(request) ?? new URL(request.url).pathname);
  };
  mockServer.events.on('request:start', listener);
  return writes;
}

/** Until nothing is on its way any more, and any second request begun meanwhile has arrived. */
async function settled() {
  await waitFor(() => expect(pendingIndicators()).toEqual([]));
  await barrier();
}

const mutations = CALLED.filter((operation) => operation.mutation);
// The reads a button sends (a download, a coupon check) get the same check as the writes.
const clicked = CALLED_SCENARIOS.filter(
  (scenario) => scenario.submit && !operationOf(scenario).mutation,
);
const passed = new Set<string>();

describe('a double click sends one request', () => {
  it.each([
    ...CALLED_SCENARIOS.filter((scenario) => scenario.submit && operationOf(scenario).mutation),
    ...clicked,
  ])('$operationId: $trigger', async (scenario) => {
    const operation = operationOf(scenario);
    const app = await arrive(scenario);
    const control = await submitControl(scenario);
    const sent = recordRequests(operation.operationId);
    const writes = recordWrites();

    doubleClick(control);

    // Checkout saves the card first, then subscribes: on a busy machine past the poll's 1 s.
    await expect
      .poll(() => sent.length, { message: 'the operation was sent', timeout: busyMachineMs() })
      .toBeGreaterThan(0);
    await settled();
    expect(sent).toHaveLength(1);
    // Nor any other write of the same submission twice (checkout saves a card, then subscribes).
    expect(writes, 'each write once').toEqual([...new Set(writes)]);
    expect(app.assign).not.toHaveBeenCalled();
    passed.add(scenario.operationId);
  });

  // Writes no button sends: the boot sends each once per visit.
  it.each(
    CALLED_SCENARIOS.filter((scenario) => !scenario.submit && operationOf(scenario).mutation),
  )('$operationId: $trigger, once', async (scenario) => {
    const sent = recordRequests(scenario.operationId);
    await arrive(scenario);
    await screen.findByRole('heading', { level: 1 });
    await settled();
    expect(sent).toHaveLength(1);
    passed.add(scenario.operationId);
  });

  afterAll(() => {
    const covered = mutations.filter((operation) => passed.has(operation.operationId));
    console.log(
      `double submit: ${covered.length} of ${mutations.length} mutations called send one request` +
        ` (and ${clicked.filter((s) => passed.has(s.operationId)).length} reads sent by a button)`,
    );
  });
});
