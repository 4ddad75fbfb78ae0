import { useRouteLoaderData } from 'react-router-dom';
import type { Session } from './session.ts';

export const SESSION_ROUTE_ID = 'session';
export const SIGNUP_ROUTE_ID = 'signup';

/** The signed-in session of the account shell. Only screens inside the shell may call it. */
export function useSession(): Session {
  const session = useRouteLoaderData(SESSION_ROUTE_ID) as Session | undefined;
  if (!session) throw new Error('useSession is used outside the signed-in shell.');
  return session;
}

/** The session on /signup, or null for an anonymous visitor. */
export function useOptionalSession(): Session | null {
  return (useRouteLoaderData(SIGNUP_ROUTE_ID) as Session | null | undefined) ?? null;
}
