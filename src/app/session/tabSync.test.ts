import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryOptions } from '@sdk/account/operations/getMe.ts';
import { updateAccountAddress } from '@sdk/account/operations/updateAccountAddress.ts';
import { cancelSubscription } from '@sdk/subscription/operations/cancelSubscription.ts';
import type { Subscription } from '@sdk/subscription/model';
import { mockServer, usePersona } from '@mocks/node.ts';
import { setAccessToken } from '@/api/accessToken.ts';
import { browser } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { type ChangeNotice, syncTabs, TAB_CHANNEL_NAME } from './tabSync.ts';

/**
 * Two "tabs" in one process: each its own QueryClient and its own BroadcastChannel on the shared
 * name (node has BroadcastChannel, as browsers do), against the node mock backend, whose state
 * both share as they would share the real services.
 */

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const stops: Array<() => void> = [];
beforeEach(async () => {
  setAccessToken(null);
  browser.leavingForLogout = false;
  await usePersona('monthly-active');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  mockServer.resetHandlers();
});

/** The page of a tab: hidden or visible, as the customer switches tabs. */
class TabPage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A tab signed in and showing its subscription (an observer keeps the query active, as a screen does). */
async function openTab({
  announcesWrites,
  page = null,
}: {
  announcesWrites: boolean;
  page?: TabPage | null;
}) {
  const queryClient: QueryClient = createQueryClient();
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  stops.push(
    syncTabs(queryClient, {
      channel,
      // One process holds one mutator module: only the tab that writes may listen to it, as each
      // browser tab has its own.
      onWrite: announcesWrites ? undefined : () => () => undefined,
      page,
    }),
  );
  const { userId } = await queryClient.ensureQueryData(getGetMeQueryOptions());
  const shown = new QueryObserver(queryClient, allSubscriptionsQuery(userId));
  stops.push(shown.subscribe(() => undefined));
  await expect.poll(() => shown.getCurrentResult().data).toBeDefined();
  const subscription = () => shown.getCurrentResult().data?.[0] as Subscription;
  return { queryClient, userId, subscription, channel };
}

const ADDRESS = {
  addressCountryCode: 'SE',
  addressLine1: 'Götgatan 12',
  addressLine2: null,
  addressZip: '118 46',
  addressCity: 'Stockholm',
  addressState: null,
};

/** Every notice sent on the channel from now on, as another tab would receive it. */
function listenAsAnotherTab(): unknown[] {
  const received: unknown[] = [];
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => received.push(event.data);
  stops.push(() => channel.close());
  return received;
}

describe('tabs of one session stay in step', () => {
  it('a cancel in one tab shows as canceled in the other, within a second', async () => {
    const writer = await openTab({ announcesWrites: true });
    const reader = await openTab({ announcesWrites: false });
    expect(reader.subscription().state).toBe('active');

    await cancelSubscription(writer.userId, writer.subscription().id);

    await expect.poll(() => reader.subscription().state, { timeout: 1000 }).toBe('canceled');
  });

  it('tells the other tabs only which service changed: no token, no body, no ids', async () => {
    const writer = await openTab({ announcesWrites: true });
    const received = listenAsAnotherTab();

    await cancelSubscription(writer.userId, writer.subscription().id);

    await expect.poll(() => received).toEqual([{ changed: 'subscription' } satisfies ChangeNotice]);
  });

  it('announces nothing for reads or for writes the service refused', async () => {
    const writer = await openTab({ announcesWrites: true });
    const subscriptionId = writer.subscription().id;
    await cancelSubscription(writer.userId, subscriptionId);
    const received = listenAsAnotherTab();

    await writer.queryClient.refetchQueries();
    await expect(cancelSubscription(writer.userId, subscriptionId)).rejects.toThrow(
      /already canceled/,
    );
    // A write the service accepts: its notice comes after any the read or the refusal sent.
    await updateAccountAddress(writer.userId, ADDRESS);

    await expect.poll(() => received).toEqual([{ changed: 'account' } satisfies ChangeNotice]);
  });

  it('an address saved in one tab reaches the other’s shell, which reads the profile without watching it', async () => {
    const writer = await openTab({ announcesWrites: true });
    const reader = await openTab({ announcesWrites: false });
    const profileKey = getGetAccountProfileQueryOptions(reader.userId).queryKey;
    await reader.queryClient.ensureQueryData(getGetAccountProfileQueryOptions(reader.userId));
    // As useSession reads it: an observer that never fetches by itself.
    const shell = new QueryObserver(reader.queryClient, {
      ...getGetAccountProfileQueryOptions(reader.userId),
      enabled: false,
    });
    stops.push(shell.subscribe(() => undefined));

    await updateAccountAddress(writer.userId, ADDRESS);

    await expect
      .poll(() => reader.queryClient.getQueryData(profileKey)?.addressCity, { timeout: 1000 })
      .toBe('Stockholm');
  });

  it('a tab coming back into view reloads the subscription changed elsewhere meanwhile', async () => {
    const page = new TabPage();
    const tab = await openTab({ announcesWrites: false, page });
    page.show('hidden');
    // Changed where no tab of this browser hears of it: another device, support.
    await cancelSubscription(tab.userId, tab.subscription().id);
    // Nothing tells a hidden tab: the cancel's answer is in and the tab has asked for nothing.
    expect(tab.queryClient.isFetching()).toBe(0);
    expect(tab.subscription().state).toBe('active');

    page.show('visible');

    await expect.poll(() => tab.subscription().state, { timeout: 1000 }).toBe('canceled');
  });

  it('ignores messages that are not change notices', async () => {
    const tab = await openTab({ announcesWrites: false });
    const { queryKey } = allSubscriptionsQuery(tab.userId);
    const loads = tab.queryClient.getQueryState(queryKey)?.dataUpdateCount;
    const sender = new BroadcastChannel(TAB_CHANNEL_NAME);
    stops.push(() => sender.close());

    // The tab's own handler hears each message before this listener, added after it.
    const heard: unknown[] = [];
    tab.channel.addEventListener('message', (event) => heard.push(event.data));

    sender.postMessage({ changed: 'elsewhere' });
    sender.postMessage('subscription');
    await expect.poll(() => heard).toHaveLength(2);

    expect(tab.queryClient.isFetching()).toBe(0);
    expect(tab.queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    expect(tab.queryClient.getQueryState(queryKey)?.dataUpdateCount).toBe(loads);
  });
});

describe('signing out in one tab signs out them all (issue 27, item 5)', () => {
  it('the other tab drops its token and leaves within a second, and only a sign-out is followed', async () => {
    let signOutHere: () => void = () => undefined;
    const followed: string[] = [];
    // Tab A: its sign-out is what the HTTP layer would announce.
    stops.push(
      syncTabs(createQueryClient(), {
        channel: new BroadcastChannel(TAB_CHANNEL_NAME),
        onWrite: () => () => undefined,
        page: null,
        signOut: {
          listen: (listener) => {
            signOutHere = listener;
            return () => undefined;
          },
          follow: () => followed.push('tab A'),
        },
      }),
    );
    // Tab B: follows a sign-out elsewhere.
    stops.push(
      syncTabs(createQueryClient(), {
        channel: new BroadcastChannel(TAB_CHANNEL_NAME),
        onWrite: () => () => undefined,
        page: null,
        signOut: { listen: () => () => undefined, follow: () => followed.push('tab B') },
      }),
    );
    const spoof = new BroadcastChannel(TAB_CHANNEL_NAME);
    stops.push(() => spoof.close());
    spoof.postMessage({ signedOut: 'yes' });
    signOutHere();
    await expect.poll(() => followed, { timeout: 1_000 }).toEqual(['tab B']);
  });
});
