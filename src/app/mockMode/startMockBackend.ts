import { startMockWorker } from '@mocks/browser.ts';

/** Mock mode only (a separate chunk): the embedded mock backend answers every service call. */
export async function startMockBackend(): Promise<void> {
  await startMockWorker();
}
