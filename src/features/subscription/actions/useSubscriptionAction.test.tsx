import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePersona } from '@mocks/node.ts';
import { cancelSubscription } from '@sdk/subscription/operations/cancelSubscription.ts';
import { changeBillingDate } from '@sdk/subscription/operations/changeBillingDate.ts';
import { getPreviewSubscriptionChangeQueryKey } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { answer, barrier, recordRequests, serviceError } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { useReactivateSubscriptionMutation } from '../api.ts';
import { useActionPreview } from './useActionPreview.ts';
import { updatedNotice } from './useActionDialog.ts';

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

describe('a failed action: the subscription is read again before anything is said', () => {
  it('a cancel refused because another window canceled: the change is there, so it is done', async () => {
    const { user } = await openSubscription();
    expect(within(summary()).getByText('Renews on December 14, 2026.')).toBeInTheDocument();
    // Another window of the same session cancels; this one still shows the subscription active.
    await cancelSubscription(USER_ID, SUBSCRIPTION_ID);
    const reloads = recordRequests('listSubscriptions');

    await user.click(within(actions()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    // The offer is asked for afresh: a canceled subscription has none, so it is a plain cancel.
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel subscription' }));

    // Read again, the subscription is canceled: what the customer asked for, said as done.
    expect(await screen.findByText(/^Your subscription is canceled\./)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(reloads).toHaveLength(1);
    expect(
      within(summary()).getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('a pause after another window canceled: the pause no longer applies, so the dialog closes with a note', async () => {
    const { user } = await openSubscription();
    await cancelSubscription(USER_ID, SUBSCRIPTION_ID);

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    expect(await screen.findByText('Your subscription was changed elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      within(summary()).getByText('Active until December 14, 2026; it will not renew.'),
    ).toBeInTheDocument();
  });

  it('refused after a change elsewhere that leaves the action possible: "changed elsewhere", in the dialog', async () => {
    answer('pauseSubscription', () =>
      serviceError(400, 'Subscription sub_7fK2mQ9xL1 changed meanwhile', 'validation'),
    );
    const { user } = await openSubscription();
    await changeBillingDate(USER_ID, SUBSCRIPTION_ID, { billing_date: '2026-12-20' });

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(MESSAGES.subscriptionChangedElsewhere);
    expect(refusal).not.toHaveTextContent(SUBSCRIPTION_ID);
    // Reloaded before the message shows: the page behind already tells the truth.
    expect(within(summary()).getByText('Renews on December 20, 2026.')).toBeInTheDocument();
  });

  it('a server failure on an unchanged subscription: unchanged, said after looking', async () => {
    answer('pauseSubscription', () => serviceError(500, 'Internal server error', 'server'));
    const { user } = await openSubscription();
    const reloads = recordRequests('listSubscriptions');

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.unchangedAfterServerError,
    );
    expect(reloads).toHaveLength(1);
  });

  it('a failure whose read fails too claims nothing', async () => {
    answer('pauseSubscription', () => serviceError(500, 'Internal server error', 'server'));
    const { user } = await openSubscription();
    answer('listSubscriptions', () => serviceError(500, 'Internal server error', 'server'));

    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));

    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('We could not check whether your subscription changed');
    expect(failure).not.toHaveTextContent('has not changed');
    // The overview stays: a failed read does not replace it with "could not be loaded".
    expect(within(summary()).getByText('Renews on December 14, 2026.')).toBeInTheDocument();
  });
});

describe('a dialog open while the subscription changes elsewhere', () => {
  const listKey = allSubscriptionsQuery(USER_ID).queryKey;

  it('closes with a note when its action no longer applies', async () => {
    const { user, queryClient } = await openSubscription();
    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your subscription' });

    // Another tab cancels, and this one reads the subscriptions again (its return into view).
    await cancelSubscription(USER_ID, SUBSCRIPTION_ID);
    await act(() => queryClient.invalidateQueries({ queryKey: listKey }));

    expect(await screen.findByText('Your subscription was changed elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('stays open with what it shows reloaded when its action still applies, and says so', async () => {
    const { user, queryClient } = await openSubscription();
    await user.click(within(actions()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    expect(dialog).toHaveTextContent('You keep Reason+ until December 14, 2026.');

    await changeBillingDate(USER_ID, SUBSCRIPTION_ID, { billing_date: '2026-12-20' });
    await act(() => queryClient.invalidateQueries({ queryKey: listKey }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(updatedNotice());
    expect(dialog).toHaveTextContent('You keep Reason+ until December 20, 2026.');
    expect(within(dialog).getByRole('button', { name: 'No thanks, cancel' })).toBeEnabled();
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
    await barrier();
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
