import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router-dom';
import { redirectToLogout } from '@/api/http.ts';
import { paths } from '@/config/paths.ts';
import type { Session } from '@/shared/session/session.ts';
import { useOptionalSession } from '@/shared/session/useSession.ts';
import classes from './SignupScreen.module.css';

/**
 * The portal's header for a signed-in customer: a way back to the account and out of it, so the
 * signup page is never a dead end. An anonymous visitor has neither, and gets no header.
 */
function SignedInHeader({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const { profile } = session;
  const signOut = () => {
    // Logout clears local state first, then leaves for the auth host (spec section 7).
    queryClient.clear();
    redirectToLogout();
  };
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <Anchor component={Link} to={paths.home} fw={700}>
          Back to your account
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" visibleFrom="xs">
          {[profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={signOut}>
          Sign out
        </Button>
      </Group>
    </header>
  );
}

/** /signup: open to anonymous visitors and to signed-in users without a subscription. */
export function SignupScreen() {
  const session = useOptionalSession();
  return (
    <>
      {session ? <SignedInHeader session={session} /> : null}
      <Container size="md" py="xl" renderRoot={(props) => <main {...props} />}>
        <Stack gap="xl">
          <Group gap="sm">
            {/* Signed in, the header carries the logo already. */}
            {session ? null : <img src="/logo.svg" alt="" width={40} height={40} />}
            <div>
              <Title order={1}>Subscribe to Reason+</Title>
              <Text c="dimmed">
                Every Reason+ instrument, effect and Refill, always up to date.
              </Text>
            </div>
          </Group>
          <Outlet />
        </Stack>
      </Container>
    </>
  );
}
