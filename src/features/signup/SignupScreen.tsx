import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import type { Session } from '@/shared/session/session.ts';
import { useOptionalSession } from '@/shared/session/useSession.ts';
import { SignedInUser } from '@/shared/ui/SignedInUser.tsx';
import classes from './SignupScreen.module.css';

/**
 * The portal's header for a signed-in customer: a way back to the account and out of it, so the
 * signup page is never a dead end. An anonymous visitor has neither, and gets no header.
 */
function SignedInHeader({ session }: { session: Session }) {
  const { profile } = session;
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <Anchor component={Link} to={paths.home} fw={700}>
          Back to your account
        </Anchor>
      </Group>
      <SignedInUser profile={profile} />
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
