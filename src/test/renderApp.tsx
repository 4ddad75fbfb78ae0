import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { type Location, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mockServer, usePersona } from '@mocks/node.ts';
import { browser, resetHttpForTests } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';
import { AppRoutes } from '@/app/router.tsx';

/**
 * Component and screen tests run the real app (routes, boot sequence, providers) in jsdom against
 * the node mock backend, signed in as a persona. Call `useMockBackend()` once per test file.
 */
export function useMockBackend() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    // The page's first moment, as between files (tests/setup/betweenFiles.ts): a retry of the token
    // refresh one test scheduled (an outage of the sign-in service) must not fire in the next.
    resetHttpForTests();
    // The toasts' store outlives the render (unmounted after each test by tests/setup/dom.ts): a
    // toast belongs to the test whose action showed it.
    notifications.clean();
  });
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => mockServer.close());
}

export interface RenderAppOptions {
  /** The mock backend's persona the portal is signed in as (default: monthly-active). */
  persona?: string;
  /** The portal's cache, when a test needs other defaults (`createQueryClient(overrides)`). */
  queryClient?: QueryClient;
}

/** Where the test's portal is, and a way to go elsewhere as a link would. */
export interface TestHistory {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

type Probe = { location?: Location; go?: (to: string) => void | Promise<void> };

/** Reports where the portal is after every render, and how to navigate it. */
function HistoryProbe({ report }: { report: (probe: Required<Probe>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    report({ location, go: navigate });
  });
  return null;
}

/** Renders the portal at `path`, signed in as `persona`, with a fresh cache unless one is given. */
export function renderApp(
  path: string,
  { persona = 'monthly-active', queryClient = createQueryClient() }: RenderAppOptions = {},
) {
  usePersona(persona);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  let probe: Probe = {};
  const history: TestHistory = {
    get location() {
      if (!probe.location) throw new Error('The portal has not rendered yet.');
      return probe.location;
    },
    navigate: (to) =>
      act(async () => {
        await probe.go?.(to);
      }),
  };
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <HistoryProbe
          report={(current) => {
            probe = current;
          }}
        />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, user, history, queryClient, assign };
}
