import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { SessionContext } from '@/shared/session/useSession.ts';
import { ErrorScreen } from '@/app/screens/ErrorScreen.tsx';
import { sessionQuery } from './session.ts';

/**
 * Runs the boot sequence once, then renders its children with the session: the bouncing logo
 * until then, the error screen when the initial data load fails. `optional` lets an anonymous
 * visitor through (/signup); otherwise no session means logout.
 */
export function SessionGate({
  optional = false,
  children,
}: {
  optional?: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery(queryClient, optional));
  useEffect(() => {
    if (session.isError) reportError(session.error, { phase: 'route' });
  }, [session.isError, session.error]);

  if (session.isPending) return <FullScreenLoader />;
  if (session.isError) return <ErrorScreen />;
  return <SessionContext value={session.data}>{children}</SessionContext>;
}
