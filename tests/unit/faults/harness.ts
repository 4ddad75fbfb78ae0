/**
 * Runs a scenario of ./scenarios.ts against the node mock backend with one operation broken:
 * arrive at the screen, take the customer's steps, send, and check what the customer is shown.
 */
import { fireEvent, getConfig, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect, onTestFinished } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { logoutUrl } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { preloadScreens } from '@/app/router.tsx';
import {
  type CalledOperation,
  calledOperations,
  type DocumentedOperation,
  documentedOperations,
} from '@/test/inventory.ts';
import { answer, barrier } from '@/test/operations.ts';
import { renderApp } from '@/test/renderApp.tsx';
import {
  catalogue,
  type Failure,
  type Scenario,
  SCENARIOS,
  type Shown,
  type Ui,
} from './scenarios.ts';

export type Fault = Failure | 'slow answer';

export const CALLED = calledOperations(documentedOperations());

/** The rows of the operations the portal calls, in the table's order. */
export const CALLED_SCENARIOS = SCENARIOS.filter((scenario) =>
  CALLED.some((operation) => operation.operationId === scenario.operationId),
);

export function operationOf(scenario: Scenario): CalledOperation {
  const operation = CALLED.find((op) => op.operationId === scenario.operationId);
  if (!operation) throw new Error(`The portal does not call ${scenario.operationId}`);
  return operation;
}

/** The bodies the documents give for a 500 (the subscription service words errors its own way). */
const SERVER_ERROR_BODY = {
  subscription: { message: 'Internal server error', type: 'server' },
  account: { detail: 'A server error occurred.' },
  license: { detail: 'A server error occurred.' },
  shop: { detail: 'A server error occurred.' },
} as const;

/**
 * Breaks one operation until the test ends. A slow answer (or no answer) never comes while the
 * test runs; once the test is over (the screen unmounted) it comes as a server error, so nothing is
 * left waiting on it, the token refresh's single flight included. Whether the customer waits past
 * the request timeout is up to the test (runFaults.ts advances the mock clock past it).
 */
export function breakOperation(operation: DocumentedOperation, fault: Fault): void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  answer(operation.operationId, async () => {
    if (fault === 'network failure') return HttpResponse.error();
    if (fault === 'slow answer' || fault === 'no answer') await released;
    return HttpResponse.json(SERVER_ERROR_BODY[operation.service], { status: 500 });
  });
  // After the afterEach hooks, so after the screen is gone, whether the test passed or not; the
  // barrier waits until the released answer has been handed back.
  onTestFinished(async () => {
    release();
    await barrier();
  });
}

interface Typed {
  field: HTMLElement;
  value: string;
}

/** Renders the scenario's screen and takes its steps, up to the control that sends. */
export async function arrive(scenario: Scenario) {
  scenario.before?.();
  // As the portal does at start (App.tsx): the screen's code loads while the boot runs, so the
  // time a failure takes to show is the portal's, not that of a first import in jsdom.
  preloadScreens(new URL(scenario.route, 'http://portal.test').pathname);
  // The retries a read has (a lost connection is read again twice), without the back-off between
  // them: a network fault settles in milliseconds, not 3 s.
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  const app = renderApp(scenario.route, { persona: scenario.persona, queryClient });
  const typed: Typed[] = [];
  const ui: Ui = {
    user: app.user,
    dialog: (name) => screen.findByRole('dialog', { name }),
    async click(name, scope = document.body) {
      const button = await within(scope).findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await app.user.click(button);
    },
    async type(label, value, scope = document.body) {
      const field = await within(scope).findByLabelText(label);
      await app.user.clear(field);
      // Pasted rather than typed key by key: the same input for the form, in a fraction of the time.
      await app.user.paste(value);
      typed.push({ field, value });
    },
  };
  await scenario.steps?.(ui);
  return { ...app, ui, typed };
}

/** The control that sends the operation, once it is there and can be used. */
export async function submitControl(scenario: Scenario): Promise<HTMLElement> {
  const submit = scenario.submit;
  if (!submit) throw new Error(`${scenario.operationId} has no control that sends it`);
  const scope = submit.dialog ? await screen.findByRole('dialog', { name: submit.dialog }) : null;
  const [control] = await within(scope ?? document.body).findAllByRole(submit.role ?? 'button', {
    name: submit.button,
  });
  if (!control) throw new Error(`${scenario.operationId}: no ${String(submit.button)}`);
  await waitFor(() => expect(control).toBeEnabled());
  return control;
}

/** Sends with one click of the scenario's control. */
export async function send(scenario: Scenario, app: Awaited<ReturnType<typeof arrive>>) {
  if (scenario.submit) await app.user.click(await submitControl(scenario));
}

/** A double click as fast as it gets: the second lands before anything re-renders. */
export function doubleClick(control: HTMLElement) {
  fireEvent.click(control);
  fireEvent.click(control);
}

/** What shows that something is on its way: a loader, a busy button, a switch held still. */
export function pendingIndicators(): Element[] {
  return [
    ...document.querySelectorAll(
      '[aria-label^="Loading"], [data-loading="true"], input[role="switch"]:disabled',
    ),
  ];
}

/** Never a blank screen: a screen's heading, or the full-screen loader. */
export function expectSomethingShown() {
  const headings = screen.queryAllByRole('heading', { level: 1 });
  const loaders = screen.queryAllByRole('status', { name: /^Loading/ });
  expect(headings.length + loaders.length, 'a heading or a loader on screen').toBeGreaterThan(0);
}

/** None of the catalogue's failure messages on screen. */
export function expectNoFailureShown() {
  for (const words of [MESSAGES.somethingWentWrong, MESSAGES.unexpected, /Failed to [A-Z]+ /]) {
    expect(document.body).not.toHaveTextContent(words);
  }
}

/**
 * How long a step that loads code and renders may wait: the dom project's ceiling for Testing
 * Library's waits (tests/setup/dom.ts), which also bounds the polls, whose own default is 1 s. In
 * `npm test` these suites run niced beside the browser journeys, where a lazy tab, dialog or
 * checkout that loads in a second alone took ten. The customer's own waits (the request timeout)
 * run on the mock clock and do not count against it.
 */
export const busyMachineMs = (): number => getConfig().asyncUtilTimeout;

/** How long one test may take: arriving, sending and each wait above in turn. */
export const FAULT_TEST_MS = 60_000;

/** What the customer is shown, within the ceiling above (Testing Library's waits have it). */
export async function expectShown(shown: Shown, app: ReturnType<typeof renderApp>) {
  if ('message' in shown) {
    await waitFor(() => expect(document.body).toHaveTextContent(shown.message));
  } else if ('errorScreen' in shown) {
    await screen.findByRole('heading', { level: 1, name: MESSAGES.errorScreenTitle });
  } else if ('logout' in shown) {
    await expect
      .poll(() => app.assign.mock.calls, { timeout: busyMachineMs() })
      .toContainEqual([logoutUrl()]);
  } else {
    await screen.findByRole('heading', { level: 1, name: shown.quietly });
    await waitFor(() => expect(pendingIndicators()).toEqual([]));
    expectNoFailureShown();
  }
  expectSomethingShown();
}

/** Everything the customer typed is still in its field. */
export function expectTypedKept(typed: Typed[]) {
  for (const { field, value } of typed) {
    expect(field, 'the field the customer typed into').toBeInTheDocument();
    expect(field).toHaveValue(value);
  }
}

export function shownFor(scenario: Scenario, failure: Failure): Shown {
  const operation = operationOf(scenario);
  return (scenario.shows ?? catalogue)(failure, operation);
}
