import { startMockWorker } from '@mocks/browser.ts';
import { logoutUrl } from '@/api/http.ts';

/** The panel waits for the first screen: it is a tool, not part of what the portal loads first. */
const PANEL_DELAY_MS = 1000;

/**
 * Mock mode only (a separate chunk): the embedded mock backend answers every service call, and the
 * scenario panel changes how. Says whether this page is the auth host's sign-in page, which mock
 * mode answers with this app (MockSignInScreen): a page with no session to start.
 */
export async function startMockBackend(): Promise<{ onSignInPage: boolean }> {
  await startMockWorker();
  setTimeout(() => {
    void import('./mountScenarioPanel.tsx').then(({ mountScenarioPanel }) => mountScenarioPanel());
  }, PANEL_DELAY_MS);
  const signInPage = new URL(logoutUrl(), window.location.href).pathname;
  return { onSignInPage: window.location.pathname === signInPage };
}
