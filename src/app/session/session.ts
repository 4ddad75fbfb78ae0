import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryKey, getGetMeQueryOptions } from '@sdk/account/operations/getMe.ts';
import type { User } from '@sdk/account/model';
import {
  AccountNotFoundError,
  NetworkError,
  RequestError,
  SignInUnavailableError,
} from '@/api/errors.ts';
import { getRefreshedUser } from '@/api/accessToken.ts';
import { getSessionQueryKey } from '@/api/queryKeys.ts';
import { redirectToLogout, refreshForSession, signInUnavailableAtStart } from '@/api/http.ts';
import { REFRESH_RETRY_DELAYS_MS } from '@/api/signInAvailability.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import {
  allSubscriptionsQuery,
  type Session,
  subscriptionAccountQuery,
} from '@/shared/session/session.ts';

/*
 * The boot sequence (spec sections 4 and 8). Three rounds, each needing the one before:
 *   1. the token refresh (nothing can be asked without a token);
 *   2. the user (`/account/me`), the only source of the userId every other call is keyed by,
 *      unless the refresh named the user (the proposed `AccessToken.user`): then no round 2;
 *   3. in parallel: the profile, the subscription-service account and all subscriptions.
 * The session is the user and the profile: the subscription side is begun here but not waited
 * for (decision 016), so a subscription service that is down or slow costs only the screens that
 * show its data (the landing screen waits for what it needs: src/app/router.tsx). A missing
 * subscription-service account is created from the profile (one more round, only then).
 * Screens read the result through src/shared/session.
 */

/** The browser is on its way to the logout page: nothing more to render. */
const leaving = (): Promise<never> => new Promise<never>(() => undefined);

/** No answer, or the service failing (5xx): the auth host is out, the session may well be fine. */
const isOutage = (error: unknown): boolean =>
  error instanceof NetworkError ||
  (error instanceof RequestError && error.status !== null && error.status >= 500);

async function loadSignedIn(queryClient: QueryClient): Promise<Session> {
  let user: User;
  // The refresh may have named the user (proposed): then nothing is asked in round 2.
  const named = getRefreshedUser();
  if (named) queryClient.setQueryData(getGetMeQueryKey(), named);
  try {
    user = await queryClient.ensureQueryData(getGetMeQueryOptions());
  } catch (error) {
    // The auth host failing or out of reach is an outage, not a reason to end the session
    // (decision 016): the gate keeps trying.
    if (isOutage(error)) throw signInUnavailableAtStart();
    // Any other account load failure at start: logout (spec section 8).
    reportError(error, { phase: 'boot', call: 'account-me' });
    redirectToLogout();
    return leaving();
  }
  const { userId } = user;
  const profile = queryClient.ensureQueryData(getGetAccountProfileQueryOptions(userId));
  subscriptionSides.set(queryClient, loadSubscriptionSide(queryClient, userId));
  // A failed profile is the initial data load failing: the route's error screen reports and shows it.
  return { user, profile: await profile };
}

const subscriptionSides = new WeakMap<QueryClient, Promise<void>>();

/** The subscription side the boot began, once it has answered (loaded or failed). */
export function subscriptionSideLoaded(queryClient: QueryClient): Promise<void> {
  return subscriptionSides.get(queryClient) ?? Promise.resolve();
}

/**
 * Begins the subscription service's data: its account (created when missing) and all
 * subscriptions, in parallel. Failures are kept as the queries' errors and shown where they are
 * used. A list asked before its account existed was refused with 404: it is asked again.
 */
async function loadSubscriptionSide(queryClient: QueryClient, userId: number): Promise<void> {
  const subscriptions = allSubscriptionsQuery(userId);
  await Promise.all([
    queryClient.prefetchQuery(subscriptionAccountQuery(queryClient, userId)),
    queryClient.prefetchQuery(subscriptions),
  ]);
  const listError = queryClient.getQueryState(subscriptions.queryKey)?.error;
  const accountReady = queryClient.getQueryData(
    subscriptionAccountQuery(queryClient, userId).queryKey,
  );
  if (listError instanceof AccountNotFoundError && accountReady) {
    await queryClient.fetchQuery({ ...subscriptions, staleTime: 0 }).catch(() => undefined);
  }
}

/**
 * For the signed-in shell: a refused session means logout; a sign-in service that cannot be
 * reached is a failure the gate shows while the refresh is retried (decision 016), never logout.
 */
export async function loadSession(queryClient: QueryClient): Promise<Session> {
  const outcome = await refreshForSession();
  if (outcome === 'unreachable') throw signInUnavailableAtStart();
  if (outcome === 'signedOut') {
    redirectToLogout();
    return leaving();
  }
  return loadSignedIn(queryClient);
}

/** For /signup, open to anonymous visitors: no session means an anonymous visit. */
export async function loadOptionalSession(queryClient: QueryClient): Promise<Session | null> {
  const outcome = await refreshForSession();
  // A visitor who may be signed in is not shown the anonymous page while the service is out.
  if (outcome === 'unreachable') throw signInUnavailableAtStart();
  if (outcome === 'signedOut') return null;
  return loadSignedIn(queryClient);
}

/**
 * The session as a query: the gate's, and the one the start loads before React's first render
 * (`prepareFirstScreen`). Loaded once per visit, like the data it is made of; each screen
 * refreshes its own queries. A failed load is not tried again when the gate mounts: the gate
 * shows it (the error screen offers a reload). An outage of the sign-in service is retried with
 * backoff instead, while the gate says so.
 */
export const sessionQuery = (queryClient: QueryClient, optional: boolean) =>
  queryOptions({
    queryKey: getSessionQueryKey(optional),
    queryFn: () => (optional ? loadOptionalSession(queryClient) : loadSession(queryClient)),
    staleTime: Infinity,
    gcTime: Infinity,
    // Only an outage of the sign-in service is worth waiting out: the gate shows it meanwhile.
    retry: (_, error) => error instanceof SignInUnavailableError,
    retryDelay: (failures) =>
      REFRESH_RETRY_DELAYS_MS[Math.min(failures, REFRESH_RETRY_DELAYS_MS.length - 1)] ?? 30_000,
    retryOnMount: false,
  });
