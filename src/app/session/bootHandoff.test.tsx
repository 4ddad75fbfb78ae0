import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, usePersona } from '@mocks/node.ts';
import { startBootRequests } from '@/api/bootRequests.ts';
import { adoptBootRequests, beginStartRefresh, browser, logoutUrl } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { config } from '@/config/env.ts';
import { operationIdOf, recordRequests, refreshWithoutUser } from '@/test/operations.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import { Providers } from '@/app/Providers.tsx';
import { AppRoutes } from '@/app/router.tsx';

useMockBackend();
afterEach(() => adoptBootRequests(null));

const BOOT_OPERATIONS = [
  'refreshAccessToken',
  'getMe',
  'getAccountProfile',
  'getSubscriptionAccount',
  'listSubscriptions',
] as const;

/**
 * As a production page starts: index.html's boot script begins the boot's requests, then main.tsx
 * hands them to the HTTP layer and begins the start's refresh, then the app renders. (renderApp
 * would sign the persona in afresh, revoking the token the boot script has just been given.)
 */
async function startLikeIndexHtml(path: string, persona: string) {
  await usePersona(persona);
  const requests = recordRequests(...BOOT_OPERATIONS);
  let answered = 0;
  mockServer.events.on('response:mocked', () => (answered += 1));
  const boot = startBootRequests(config.services, window.location.href);
  // The framework arrives after the boot's requests have begun (here: after the refresh's answer).
  await expect.poll(() => answered).toBeGreaterThan(0);
  adoptBootRequests(boot);
  beginStartRefresh();
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { requests, assign };
}

describe("the boot script's requests, handed to the app", () => {
  it('are the boot sequence: each of the four requests goes out once (the refresh names the user), and the profile shows', async () => {
    const { requests } = await startLikeIndexHtml('/profile', 'monthly-active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(requests.map(operationIdOf).sort()).toEqual(
      BOOT_OPERATIONS.filter((operationId) => operationId !== 'getMe').sort(),
    );
    mockServer.events.removeAllListeners();
  });

  it('are the boot sequence with /account/me when the refresh names no user: each of the five goes out once', async () => {
    refreshWithoutUser();
    const { requests } = await startLikeIndexHtml('/profile', 'monthly-active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(requests.map(operationIdOf).sort()).toEqual([...BOOT_OPERATIONS].sort());
    mockServer.events.removeAllListeners();
  });

  it('leave a signed-out visitor one refresh, then the logout', async () => {
    const { requests, assign } = await startLikeIndexHtml('/profile', 'anonymous');
    await expect.poll(() => assign.mock.calls).toEqual([[logoutUrl()]]);
    expect(requests.map(operationIdOf)).toEqual(['refreshAccessToken']);
    mockServer.events.removeAllListeners();
  });
});
