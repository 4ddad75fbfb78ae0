import { createContext, useContext } from 'react';
import type { Session } from './session.ts';

/** The loaded session: undefined outside a session gate, null for an anonymous visitor. */
export const SessionContext = createContext<Session | null | undefined>(undefined);

/** The signed-in session of the account shell. Only screens inside the shell may call it. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the signed-in shell.');
  return session;
}

/** The session on /signup, or null for an anonymous visitor. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext) ?? null;
}
