// The component tests (the dom project) share one jsdom page as well as the module graph: after
// tests/setup/betweenFiles.ts, this setup file puts back, before every test file, what a file can
// leave in the page or in the app's module state, to what a fresh page and a fresh import have.
// (Each test's own clean-up stays where it is: tests/setup/dom.ts, useMockBackend,
// tests/setup/i18n.ts.)
import { notifications } from '@mantine/notifications';
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
