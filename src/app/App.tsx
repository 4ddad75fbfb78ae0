import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient.ts';
import { initMonitoring } from '@/shared/monitoring/monitoring.ts';
import { Providers } from './Providers.tsx';
import { AppRoutes, preloadScreens } from './router.tsx';
import { syncTabs } from './session/tabSync.ts';

export function renderApp(root: HTMLElement): void {
  initMonitoring();
  // The screens' code downloads while the boot sequence runs, not after it.
  preloadScreens(window.location.pathname);
  const queryClient = createQueryClient();
  // For the page's lifetime: tabs of the session tell each other of their writes.
  syncTabs(queryClient);
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}
