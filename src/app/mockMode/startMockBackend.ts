import { startMockWorker } from '@mocks/browser.ts';

/** The panel waits for the first screen: it is a tool, not part of what the portal loads first. */
const PANEL_DELAY_MS = 1000;

/**
 * Mock mode only (a separate chunk): the embedded mock backend answers every service call, and the
 * scenario panel changes how.
 */
export async function startMockBackend(): Promise<void> {
  await startMockWorker();
  setTimeout(() => {
    void import('./mountScenarioPanel.tsx').then(({ mountScenarioPanel }) => mountScenarioPanel());
  }, PANEL_DELAY_MS);
}
