// The dom project runs without per-file isolation (vitest.config.ts): the files a worker runs share
// one jsdom page and one module graph, as the tabs of one browser session would not. This file is
// a setup file, so Vitest runs it again before every test file: what a file can leave behind in
// the page or in a module's state is put back here, once, to what a fresh page and a fresh import
// have, so that every file starts as it would on its own. (Each test's own clean-up stays where it
// is: tests/setup/dom.ts, useMockBackend, tests/setup/i18n.ts.)
import { notifications } from '@mantine/notifications';
import { afterAll, vi } from 'vitest';
import { resetMockBackend } from '@mocks/node.ts';
import { resetHttpForTests } from '@/api/http.ts';
import { blockMockProviderLoads } from '@/features/payment/mockBillingProvider.tsx';
import { resetThreeDSecureChallengeForTests } from '@/features/payment/threeDSecureChallenge.ts';
import { selectLicenseForTransfer } from '@/features/licenses/selectedLicense.ts';
import { resetMonitoringForTests } from '@/shared/monitoring/monitoring.ts';
import { resetFirstScreenForTests } from '@/shared/scheduling/afterFirstScreen.ts';

// The page's address as jsdom first had it (http://localhost:3000/), kept on the first file's run.
const pageState = globalThis as typeof globalThis & { firstPageAddress?: string };
pageState.firstPageAddress ??= window.location.href;
const firstPageAddress = pageState.firstPageAddress;

// --- Vitest's own state that a file may leave on (fake timers, stubs, spies).
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// --- The page.
document.body.replaceChildren();
for (const attribute of [...document.body.attributes])
  document.body.removeAttribute(attribute.name);
window.history.replaceState(null, '', firstPageAddress);
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

// --- The app's module state, as a fresh import has it.
resetHttpForTests();
selectLicenseForTransfer(null);
resetThreeDSecureChallengeForTests();
blockMockProviderLoads(0);
resetFirstScreenForTests();
notifications.clean();
await resetMonitoringForTests();

// --- The mock backend: no persona seeded or signed in, no scenario, MSW's handlers as created.
await resetMockBackend();

// Spies a file made (`renderApp`'s on browser.assign, a test's on a module's export) end with it;
// after the file's own afterAll hooks (the last registered runs first), so that nothing of the
// file runs on the real function.
afterAll(() => {
  vi.restoreAllMocks();
});
