// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePersona } from '@mocks/node.ts';
import { cancelSubscription } from '@sdk/subscription/operations/cancelSubscription.ts';
import { pauseSubscription } from '@sdk/subscription/operations/pauseSubscription.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { answer, recordRequests, serviceError } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { useReactivateSubscriptionMutation } from '../api.ts';
import { useActionPreview } from './useActionPreview.ts';

useMockBackend();

// The monthly-active persona's user and subscription (mocks/personas/seeds.ts).
const USER_ID = 100234;
const SUBSCRIPTION_ID = 'sub_7fK2mQ9xL1';

const summary = () => screen.getByRole('region', { name: /Reason\+/ });
const actions = () => screen.getByRole('region', { name: 'Manage your subscription' });

async function openSubscription() {
  const app = renderApp('/subscription');
  await screen.findByRole('region', { name: /Reason\+/ });
  return app;
}

describe('an action refused because the subscription changed elsewhere', () => {
  it('cancel after another window canceled: the catalogue’s message, and the subscription reloaded', async () => {
    const { user } = await openSubscription();
    expect(within(summary()).getByText('Renews on December 14, 2026.')).toBeInTheDocument();
    // Another window of the same session cancels; this one still shows the subscription active.
    await cancelSubscription(USER_ID, SUBSCRIPTION_ID);
    const reloads = recordRequests('listSubscriptions');

    await user.click(within(actions()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    // The offer is asked for afresh: a canceled subscription has none, so it is a plain cancel.
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel subscription' }));

    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 3000 });
    expect(refusal).toHaveTextContent(MESSAGES.subscriptionChangedElsewhere);
    // Not the server's text, with its internal id.
    expect(refusal).not.toHaveTextContent(SUBSCRIPTION_ID);
    expect(reloads).toHaveLength(1);
    // Reloaded before the message shows: the page behind already tells the truth.
    expect(
      within(summary()).getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    expect(within(actions()).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('pause after another window paused: the same message, whatever the server’s wording', async () => {
    const { user } = await openSubscription();
    await pauseSubscription(USER_ID, SUBSCRIPTION_ID, { remainingPauseCycles: 1 });

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.subscriptionChangedElsewhere,
    );
    expect(within(summary()).getByText(/^Pauses on December 14, 2026/)).toBeInTheDocument();
  });

  it('a server failure is not taken for a change elsewhere: its own message, no reload', async () => {
    answer('pauseSubscription', () => serviceError(500, 'Internal server error', 'server'));
    const { user } = await openSubscription();
    const reloads = recordRequests('listSubscriptions');

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(reloads).toHaveLength(0);
  });
});

describe('the prices of actions once an action is accepted', () => {
  function useReactivation() {
    const reactivate = useReactivateSubscriptionMutation(USER_ID);
    const price = useActionPreview(USER_ID, SUBSCRIPTION_ID, { action: 'reactivate' });
    return { reactivate, price };
  }

  it('a price still shown is not asked again (the new state refuses it), and is gone once hidden', async () => {
    await usePersona('monthly-active');
    await cancelSubscription(USER_ID, SUBSCRIPTION_ID);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const asked = recordRequests('previewSubscriptionChange');
    const { result, rerender, unmount } = renderHook(useReactivation, { wrapper });
    await waitFor(() => expect(result.current.price.data).toBeDefined());

    await act(() =>
      result.current.reactivate.mutateAsync({ userId: USER_ID, id: SUBSCRIPTION_ID }),
    );
    // The price line renders once more before the screen drops it: it must not ask to reactivate
    // an active subscription, which the service refuses.
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    expect(result.current.price.isError).toBe(false);

    unmount();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: getPreviewSubscriptionChangeQueryKey(USER_ID, SUBSCRIPTION_ID) }),
      ).toHaveLength(0),
    );
  });
});
