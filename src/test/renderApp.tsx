import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mockServer, usePersona } from '@mocks/node.ts';
import { setAccessToken } from '@/api/accessToken.ts';
import { browser } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';
import { createRoutes } from '@/app/router.tsx';

/**
 * Component and screen tests run the real app (routes, boot sequence, providers) in jsdom against
 * the node mock backend, signed in as a persona. Call `useMockBackend()` once per test file.
 */
export function useMockBackend() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    setAccessToken(null);
    browser.leavingForLogout = false;
  });
  afterEach(() => {
    cleanup();
    mockServer.resetHandlers();
  });
  afterAll(() => mockServer.close());
}

export interface RenderAppOptions {
  persona?: string;
}

/** Renders the portal at `path`, signed in as `persona` (default: monthly-active), fresh state. */
export function renderApp(path: string, { persona = 'monthly-active' }: RenderAppOptions = {}) {
  usePersona(persona);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user, router, queryClient, assign };
}
