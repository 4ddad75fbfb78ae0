import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import type { Session } from './session.ts';

/** The loaded session: undefined outside a session gate, null for an anonymous visitor. */
export const SessionContext = createContext<Session | null | undefined>(undefined);

/**
 * The signed-in session of the account shell. Only screens inside the shell may call it. The
 * profile is the live one: an e-mail change during the visit shows everywhere, not only on /profile.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  // Reads the profile the boot sequence cached and the profile forms keep current; never fetches.
  const profile = useQuery({
    ...getGetAccountProfileQueryOptions(session?.user.userId ?? 0),
    enabled: false,
  });
  if (!session) throw new Error('useSession is used outside the signed-in shell.');
  return { ...session, profile: profile.data ?? session.profile };
}

/** The session on /signup, or null for an anonymous visitor. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext) ?? null;
}
