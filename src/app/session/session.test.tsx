import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer, usePersona } from '@mocks/node.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { beginStartRefresh, logoutUrl } from '@/api/http.ts';
import {
  answer,
  answerWith,
  holdAnswers,
  operationIdOf,
  recordRequests,
  refreshWithoutUser,
} from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

/**
 * Holds the answers of the profile, the subscription account and the subscriptions: all three
 * arrive only if each is asked while none of them has been answered, that is in parallel.
 */
function holdDataRound() {
  const held = (['getAccountProfile', 'getSubscriptionAccount', 'listSubscriptions'] as const).map(
    (operationId) => holdAnswers(operationId),
  );
  return {
    arrived: Promise.all(held.map(({ arrived }) => arrived)),
    release: () => held.forEach(({ release }) => release()),
  };
}

describe('the boot sequence', () => {
  it('refreshes, then asks the profile, the account and all subscriptions in parallel: the refresh named the user', async () => {
    const asked = recordRequests('refreshAccessToken', 'getMe', 'getAccountProfile');
    const dataRound = holdDataRound();
    renderApp('/profile');
    await dataRound.arrived;
    expect(asked.map(operationIdOf)).toEqual(['refreshAccessToken', 'getAccountProfile']);
    dataRound.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  it('refreshes, loads the user, then the profile, the account and all subscriptions in parallel: a refresh without the user (the spec)', async () => {
    refreshWithoutUser();
    const asked = recordRequests('refreshAccessToken', 'getMe', 'getAccountProfile');
    const dataRound = holdDataRound();
    renderApp('/profile');
    await dataRound.arrived;
    expect(asked.map(operationIdOf)).toEqual(['refreshAccessToken', 'getMe', 'getAccountProfile']);
    dataRound.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  it('creates the subscription-service account when it is missing (persona no-account)', async () => {
    const creations = recordRequests('createSubscriptionAccount');
    renderApp('/profile', { persona: 'no-account' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(creations).toHaveLength(1);
    expect(await creations[0]?.json()).toMatchObject({ user_id: expect.any(Number) });
  });

  it.each([
    ['a 404 whose code is not about the account', { message: 'No route', code: 'route_not_found' }],
    ['a 404 in no ServiceError shape (a proxy)', { detail: 'Not found.' }],
  ])(
    'does not create an account on %s; the profile still shows, the coupons say what failed',
    async (_case, body) => {
      const creations = recordRequests('createSubscriptionAccount');
      answerWith('getSubscriptionAccount', 404, body);
      renderApp('/profile', { persona: 'no-account' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
      expect(creations).toHaveLength(0);
    },
  );

  it('shows the error screen when the initial data load fails (the profile)', async () => {
    answerWith('getAccountProfile', 500, { detail: 'boom' });
    renderApp('/profile');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.errorScreenTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the help center' })).toBeInTheDocument();
  });

  it('keeps a subscription service that is down to the screens that need it (persona broken)', async () => {
    renderApp('/profile', { persona: 'broken' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.errorScreenTitle })).toBeNull();
  });

  it('shows a subscription service that is down on the subscription screen, with Try again (persona broken)', async () => {
    renderApp('/subscription', { persona: 'broken' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('could not be loaded');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.errorScreenTitle })).toBeNull();
  });

  it('asks for the subscriptions again once a missing account is created (persona no-account)', async () => {
    const lists = recordRequests('listSubscriptions');
    renderApp('/subscription', { persona: 'no-account' });
    expect(
      await screen.findByText(/Subscribe to Reason\+ to get every instrument/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    // Refused before the account existed, then asked again.
    expect(lists).toHaveLength(2);
  });

  it('logs out when there is no session (persona anonymous)', async () => {
    const { assign } = renderApp('/profile', { persona: 'anonymous' });
    await expect.poll(() => assign.mock.calls).toEqual([[logoutUrl()]]);
  });

  it.each([
    ['/signup', 'stays on /signup', []],
    ['/profile', 'is logged out', [[logoutUrl()]]],
  ])(
    "asks the auth host once at start: a signed-out visitor on %s %s, on main.tsx's answer",
    async (path, _, redirects) => {
      const refreshes = recordRequests('refreshAccessToken');
      let answered = 0;
      mockServer.events.on('response:mocked', () => (answered += 1));
      await usePersona('anonymous');
      beginStartRefresh();
      // The start's refresh has failed before the app's code has even arrived.
      await expect.poll(() => answered).toBe(1);
      const { assign } = renderApp(path, { persona: 'anonymous' });
      if (path === '/signup') await screen.findByRole('heading', { level: 1 });
      await expect.poll(() => assign.mock.calls).toEqual(redirects);
      expect(refreshes).toHaveLength(1);
      mockServer.events.removeAllListeners();
    },
  );

  it('lets an anonymous visitor stay on /signup', async () => {
    const { assign } = renderApp('/signup', { persona: 'anonymous' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('an outage of the sign-in service at start (decision 016)', () => {
  it("Try again asks the service at once, not at the backoff's next retry, and shows the screen once it answers", async () => {
    let down = true;
    answer('refreshAccessToken', () =>
      down ? HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 }) : undefined,
    );
    const refreshes = recordRequests('refreshAccessToken');
    const { assign } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'We cannot reach your account right now' });
    // The first retry (a second later) fails too: the next one is two seconds after it.
    const firstTry = refreshes.length;
    await waitFor(() => expect(refreshes.length).toBeGreaterThan(firstTry), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const tried = refreshes.length;
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 1_000 }),
    ).toBeInTheDocument();
    expect(refreshes.length).toBeGreaterThan(tried);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['refreshAccessToken', 503],
    ['getMe', 502],
  ] as const)(
    'a %s answering %i keeps the session: the page says so, retries by itself, and shows the screen once the service is back',
    async (operationId, status) => {
      // The refresh names the user unless asked not to: then the boot asks getMe.
      if (operationId === 'getMe') refreshWithoutUser();
      answerWith(operationId, status, { detail: 'Service unavailable' }, { once: true });
      const { assign } = renderApp('/profile');
      expect(
        await screen.findByRole('heading', { name: 'We cannot reach your account right now' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signInUnreachable);
      // Its first retry comes a second later, and the service answers it.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 3_000 }),
      ).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    },
  );
});
