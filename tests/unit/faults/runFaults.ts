import { screen } from '@testing-library/react';
import { afterAll, expect, it, onTestFinished, vi } from 'vitest';
import { refusalWordingsReady } from '@/api/errorMessages.ts';
import { timeLimits } from '@/api/http.ts';
import { recordRequests, recordUnanswered } from '@/test/operations.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import {
  arrive,
  breakOperation,
  busyMachineMs,
  CALLED,
  CALLED_SCENARIOS,
  FAULT_TEST_MS,
  expectNoFailureShown,
  expectShown,
  expectSomethingShown,
  expectTypedKept,
  type Fault,
  operationOf,
  pendingIndicators,
  send,
  shownFor,
} from './harness.ts';

/**
 * What the customer is to be shown, read once a refusal's wordings are here: a refused write waits
 * for them before it shows its failure, whereas a wording read earlier is the general one. Read
 * before any test in the file had a refusal, a subscription action's expected "has not changed"
 * was "Something went wrong" (found with vitest --sequence.shuffle).
 */
async function expectedFor(...args: Parameters<typeof shownFor>) {
  await refusalWordingsReady();
  return shownFor(...args);
}

/**
 * One test per operation the portal calls, with `fault` injected into that operation only; prints
 * how many of the called operations passed. A failure must show the spec's words (the scenario's
 * `shows`), a slow answer a pending state, no answer the failure's words within the request
 * timeout (with Try again where a screen's own read failed); never a blank screen, and what was
 * typed stays. An unhandled rejection or a console.error fails the run (Vitest, tests/setup).
 */
export function runFaults(fault: Fault) {
  useMockBackend();
  vi.setConfig({ testTimeout: FAULT_TEST_MS });
  const passed = new Set<string>();

  it.each(CALLED_SCENARIOS)('$operationId: $trigger', async (scenario) => {
    if (fault === 'no answer') {
      // The request timeout runs on the mock clock, so the customer's wait is the real limit and
      // no busy machine's slowness counts against it. The clock also moves with real time, which
      // Testing Library's waits and Mantine's transitions need.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      onTestFinished(() => {
        vi.useRealTimers();
      });
    }
    const unanswered = recordUnanswered();
    const operation = operationOf(scenario);
    breakOperation(operation, fault);
    const sent = recordRequests(operation.operationId);
    const app = await arrive(scenario);
    await send(scenario, app);

    if (fault === 'slow answer') {
      await expect
        .poll(() => sent.length, {
          message: 'the operation is on its way',
          timeout: busyMachineMs(),
        })
        .toBeGreaterThan(0);
      if (scenario.whileSlow) await scenario.whileSlow();
      else
        await expect
          .poll(() => pendingIndicators().length, {
            message: 'a pending state',
            timeout: busyMachineMs(),
          })
          .toBeGreaterThan(0);
      expectSomethingShown();
      expectNoFailureShown();
    } else if (fault === 'no answer') {
      await expect
        .poll(() => sent.length, {
          message: 'the operation is on its way',
          timeout: busyMachineMs(),
        })
        .toBeGreaterThan(0);
      // Everything else the screen asked has been answered: only the broken call is waiting.
      await expect
        .poll(() => unanswered().map((request) => request.url), { message: 'only it waits' })
        .toEqual(sent.map((request) => request.url));
      expectNoFailureShown();
      await vi.advanceTimersByTimeAsync(timeLimits.requestMs);
      const shown = await expectedFor(scenario, fault);
      // The customer's wait is the mock clock's, past by now; what is left is the render.
      await expectShown(shown, app);
      // One wait for the customer: no call that did not answer is sent again.
      const urls = sent.map((request) => request.url);
      expect(urls, 'each call sent once').toEqual([...new Set(urls)]);
      // A read of the screen's own, sent on arrival, offers the way out of the hang beside it.
      if (!scenario.submit && !scenario.steps && 'message' in shown) {
        expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      }
    } else {
      // The call first, then what shows once it failed: a part the action brings (a dialog's own
      // chunk) may still be on its way, and a quiet failure judged before the call is no test.
      await expect
        .poll(() => sent.length, {
          message: 'the broken operation was called',
          timeout: busyMachineMs(),
        })
        .toBeGreaterThan(0);
      await expectShown(await expectedFor(scenario, fault), app);
    }
    expectTypedKept(app.typed);
    passed.add(scenario.operationId);
  });

  afterAll(() => {
    console.log(`${fault}: ${passed.size} of ${CALLED.length} operations called are covered`);
  });
}
