import type { Loader } from '@storybook/react-vite';
import { moveClockTo, signInAs, startMockWorker } from '@mocks/browser.ts';
import { parseClockDate } from '@mocks/clock.ts';
import { stateSettled } from '@mocks/db/state.ts';
import { setScenarios } from '@mocks/scenarios/engine.ts';
import { mockOf, type PortalParameters } from './portal.tsx';

let started: Promise<void> | undefined;

/**
 * The workshop's mock backend: the portal's own service worker (mocks/browser.ts), started once,
 * then per story its persona's fresh data, the story's scenarios (in place of the persona's
 * presets, when it names any) and its clock.
 */
export const withBrowserMockBackend: Loader = async ({ parameters }) => {
  await (started ??= startMockWorker());
  const { persona, scenario, clock } = mockOf(parameters as PortalParameters);
  signInAs(persona);
  await stateSettled();
  if (scenario) setScenarios(scenario);
  if (clock) await moveClockTo(parseClockDate(clock));
};
