import type { QueryClient } from '@tanstack/react-query';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryKey } from '@sdk/account/operations/getMe.ts';
import type { User } from '@sdk/account/model';
import { onSignOut, redirectToLogout } from '@/api/http.ts';
import { type AcceptedWriteListener, onAcceptedWrite } from '@/api/mutators.ts';
import { isAskedForAState } from '@/api/queryMeta.ts';
import type { ServiceName } from '@/config/env.ts';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';

/**
 * Keeps the tabs of one session in step (issue 15, item 6). A write one tab makes is announced to
 * the others, which reload what they show; a tab that comes back into view reloads the
 * subscriptions, which may have changed on another device meanwhile. Without this, a tab left open
 * shows a subscription another tab has canceled, and offers actions the service then refuses.
 */

/** The channel every tab of the portal in this browser listens on. */
export const TAB_CHANNEL_NAME = 'account-portal.changes';

/**
 * What a tab tells the others: which service's data changed, nothing more. No token, no body, no
 * ids: other sites' scripts cannot listen, but what is never sent cannot leak.
 */
export interface ChangeNotice {
  changed: ServiceName;
}

/**
 * This tab signed out (or its session ended): the others drop their access token and leave too,
 * rather than go on reading and writing for the minutes the token has left (issue 27, item 5).
 */
export interface SignOutNotice {
  signedOut: true;
}

const SERVICES: readonly unknown[] = [
  'account',
  'subscription',
  'license',
  'shop',
] satisfies ServiceName[];

const isSignOutNotice = (data: unknown): data is SignOutNotice =>
  typeof data === 'object' && data !== null && Reflect.get(data, 'signedOut') === true;

/** Only the portal's own notices count; anything else on the channel is ignored. */
function isChangeNotice(data: unknown): data is ChangeNotice {
  return (
    typeof data === 'object' && data !== null && SERVICES.includes(Reflect.get(data, 'changed'))
  );
}

/** The signed-in user's id, once the boot sequence has loaded them; null for an anonymous visit. */
function signedInUserId(queryClient: QueryClient): number | null {
  return queryClient.getQueryData<User>(getGetMeQueryKey())?.userId ?? null;
}

/**
 * Another tab changed something. Every query of the session goes stale: what is on screen reloads
 * now, the rest when it is next shown. The profile needs a push of its own: the shell reads it
 * without watching it (useSession), so going stale alone would not reload the e-mail it shows.
 */
function refreshAfterChangeElsewhere(queryClient: QueryClient, notice: ChangeNotice): void {
  void queryClient.invalidateQueries({ predicate: (query) => !isAskedForAState(query.meta) });
  // Stale, not asked again here: the new state may refuse them; their dialog follows the change.
  void queryClient.invalidateQueries({
    predicate: (query) => isAskedForAState(query.meta),
    refetchType: 'none',
  });
  const userId = signedInUserId(queryClient);
  if (notice.changed === 'account' && userId !== null) {
    void queryClient.prefetchQuery(getGetAccountProfileQueryOptions(userId));
  }
}

/** The tab is back in view: the subscriptions are reloaded if anything shows them. */
function refreshSubscriptions(queryClient: QueryClient): void {
  const userId = signedInUserId(queryClient);
  if (userId === null) return;
  void queryClient.invalidateQueries({ queryKey: allSubscriptionsQuery(userId).queryKey });
}

interface TabSyncOptions {
  /** Shared by the tabs; a test connects two "tabs" in one process with two of these. */
  channel?: BroadcastChannel;
  /** Where this tab learns of its own accepted writes; by default the SDK's mutators. */
  onWrite?: (listener: AcceptedWriteListener) => () => void;
  /** The page whose return into view reloads the subscriptions; none outside a browser. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | null;
  /** Where this tab learns it signs out, and how it follows another's; by default the HTTP layer's. */
  signOut?: { listen: (listener: () => void) => () => void; follow: () => void };
}

/** Starts keeping this tab in step with the others; returns the stop. */
export function syncTabs(
  queryClient: QueryClient,
  {
    channel = new BroadcastChannel(TAB_CHANNEL_NAME),
    onWrite = onAcceptedWrite,
    page = typeof document === 'undefined' ? null : document,
    signOut = { listen: onSignOut, follow: redirectToLogout },
  }: TabSyncOptions = {},
): () => void {
  const stopAnnouncing = onWrite((service) => {
    const notice: ChangeNotice = { changed: service };
    channel.postMessage(notice);
  });
  const stopSigningOut = signOut.listen(() => {
    const notice: SignOutNotice = { signedOut: true };
    channel.postMessage(notice);
  });
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isSignOutNotice(event.data)) signOut.follow();
    else if (isChangeNotice(event.data)) refreshAfterChangeElsewhere(queryClient, event.data);
  };
  channel.addEventListener('message', onMessage);
  const onVisibilityChange = () => {
    if (page?.visibilityState === 'visible') refreshSubscriptions(queryClient);
  };
  page?.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stopAnnouncing();
    stopSigningOut();
    channel.removeEventListener('message', onMessage);
    channel.close();
    page?.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
