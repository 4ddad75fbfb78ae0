import './styles.ts';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient.ts';
import { atMost } from '@/shared/scheduling/atMost.ts';
import { initMonitoring } from '@/shared/monitoring/monitoring.ts';
import { watchPersonalData } from '@/shared/monitoring/personalData.ts';
import { untilSlowMs } from '@/shared/screens/FullScreenLoader.tsx';
import { Providers } from './Providers.tsx';
import { syncTabs } from './session/tabSync.ts';
import { AppRoutes, prepareFirstScreen } from './router.tsx';

/** Starts the app in `root`; resolves with React's root once the first render is under way. */
export async function renderApp(root: HTMLElement): Promise<Root> {
  initMonitoring();
  const queryClient = createQueryClient();
  // The signed-in customer's own names, e-mail and address are scrubbed from error reports.
  watchPersonalData(queryClient);
  // For the page's lifetime, from the start: tabs of the session tell each other of their writes
  // and sign-outs (started after the first screen, a tab still waiting for an idle moment missed
  // another's sign-out: tests/e2e/session.test.ts on a loaded machine).
  syncTabs(queryClient);
  // The screens' code downloads while the boot sequence runs, not after it; the first render
  // waits for both, under the loader index.html draws. A wait past the usual (a slow service) is
  // said in words: the app's own loader, which can say it in the customer's language, takes over.
  await atMost(
    prepareFirstScreen(window.location.pathname, queryClient, window.location.search),
    untilSlowMs(),
  );
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  return reactRoot;
}
