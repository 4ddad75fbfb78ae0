import { afterAll, expect, it } from 'vitest';
import { useMockBackend } from '@/test/renderApp.tsx';
import {
  arrive,
  breakOperation,
  CALLED,
  CALLED_SCENARIOS,
  expectNoFailureShown,
  expectShown,
  expectSomethingShown,
  expectTypedKept,
  type Fault,
  operationOf,
  pendingIndicators,
  requestsOf,
  send,
  shownFor,
} from './harness.ts';

/**
 * One test per operation the portal calls, with `fault` injected into that operation only; prints
 * how many of the called operations passed. A failure must show the spec's words (the scenario's
 * `shows`), a slow answer a pending state; never a blank screen, and what was typed stays. An
 * unhandled rejection or a console.error fails the run (Vitest, tests/setup).
 */
export function runFaults(fault: Fault) {
  useMockBackend();
  const passed = new Set<string>();

  it.each(CALLED_SCENARIOS)('$operationId: $trigger', async (scenario) => {
    const operation = operationOf(scenario);
    breakOperation(operation, fault);
    const sent = requestsOf(operation);
    const app = await arrive(scenario);
    await send(scenario, app);

    if (fault === 'slow answer') {
      await expect
        .poll(() => sent().length, { message: 'the operation is on its way' })
        .toBeGreaterThan(0);
      if (scenario.whileSlow) await scenario.whileSlow();
      else
        await expect
          .poll(() => pendingIndicators().length, { message: 'a pending state' })
          .toBeGreaterThan(0);
      expectSomethingShown();
      expectNoFailureShown();
    } else {
      await expectShown(shownFor(scenario, fault), app);
      expect(sent().length, 'the broken operation was called').toBeGreaterThan(0);
    }
    expectTypedKept(app.typed);
    passed.add(scenario.operationId);
  });

  afterAll(() => {
    console.log(`${fault}: ${passed.size} of ${CALLED.length} operations called are covered`);
  });
}
