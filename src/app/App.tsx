import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient.ts';
import { initMonitoring } from './monitoring/monitoring.ts';
import { Providers } from './Providers.tsx';
import { createRouter } from './router.tsx';

export function renderApp(root: HTMLElement): void {
  initMonitoring();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
