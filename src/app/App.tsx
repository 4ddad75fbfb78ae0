import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient.ts';
import { initMonitoring } from './monitoring/monitoring.ts';
import { Providers } from './Providers.tsx';
import { AppRoutes, preloadScreens } from './router.tsx';

export function renderApp(root: HTMLElement): void {
  initMonitoring();
  // The screens' code downloads while the boot sequence runs, not after it.
  preloadScreens(window.location.pathname);
  const queryClient = createQueryClient();
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
