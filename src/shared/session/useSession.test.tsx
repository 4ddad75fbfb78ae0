import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getGetAccountProfileQueryKey } from '@sdk/account/operations/getAccountProfile.ts';
import type { Session } from './session.ts';
import { SessionContext, useSession } from './useSession.ts';

const session = {
  user: { userId: 7 },
  profile: { email: 'old@example.com', firstName: 'Ada' },
  subscriptionAccount: {},
} as unknown as Session;

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>
  );
}

describe('useSession', () => {
  it('follows the cached profile as forms update it, and never fetches it', async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(queryClient) });
    expect(result.current.profile.email).toBe('old@example.com');

    act(() =>
      queryClient.setQueryData(getGetAccountProfileQueryKey(7), {
        ...session.profile,
        email: 'new@example.com',
      }),
    );
    await waitFor(() => expect(result.current.profile.email).toBe('new@example.com'));
    expect(result.current.user.userId).toBe(7);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('refuses to be used outside the signed-in shell', () => {
    const queryClient = new QueryClient();
    const outside = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    expect(() => renderHook(() => useSession(), { wrapper: outside })).toThrow(
      'useSession is used outside the signed-in shell.',
    );
  });
});
