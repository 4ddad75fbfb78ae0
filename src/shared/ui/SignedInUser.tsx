import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@sdk/account/model';
import { redirectToLogout } from '@/api/http.ts';

/** Who is signed in, and the way out: the right end of every header of the portal. */
export function SignedInUser({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  const signOut = () => {
    // Logout clears local state first, then leaves for the auth host (spec section 7).
    queryClient.clear();
    redirectToLogout();
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" visibleFrom="xs">
        {[profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={signOut}>
        <Trans>Sign out</Trans>
      </Button>
    </Group>
  );
}
