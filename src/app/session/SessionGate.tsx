import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { SignInUnavailableError } from '@/api/errors.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { SessionContext } from '@/shared/session/useSession.ts';
import { ErrorScreen } from '@/app/screens/ErrorScreen.tsx';
import { sessionQuery } from './session.ts';
import {
  SignInOutageBanner,
  SignInUnavailableScreen,
  useRecoveryAfterSignInOutage,
} from './signInOutage.tsx';

/**
 * Runs the boot sequence once, then renders its children with the session: the bouncing logo
 * until then, the error screen when the initial data load fails, and a page that keeps trying
 * (never logout) when the sign-in service cannot be reached. `optional` lets an anonymous visitor
 * through (/signup); otherwise no session means logout.
 */
export function SessionGate({
  optional = false,
  children,
}: {
  optional?: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = sessionQuery(queryClient, optional);
  const session = useQuery(query);
  useRecoveryAfterSignInOutage();
  // While the outage lasts the query is still pending, retrying: its last failure says why.
  const signInUnavailable =
    (session.error ?? session.failureReason) instanceof SignInUnavailableError;
  useEffect(() => {
    // An outage of the sign-in service is not a fault of this app to report per customer.
    if (session.isError && !signInUnavailable) reportError(session.error, { phase: 'route' });
  }, [session.isError, session.error, signInUnavailable]);

  if (signInUnavailable && !session.isSuccess) {
    // Asked again at once: a refetch of a query that waits out its retry's delay only joins that
    // wait (up to 30 s), so Try again did nothing. Reset, it starts over with a fresh backoff.
    const tryAgain = () => void queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
    return <SignInUnavailableScreen onRetry={tryAgain} />;
  }
  if (session.isPending) return <FullScreenLoader />;
  if (session.isError) return <ErrorScreen />;
  return (
    <SessionContext value={session.data}>
      <SignInOutageBanner />
      {children}
    </SessionContext>
  );
}
