import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Link } from '@/shared/ui/Link.tsx';
import { paths } from '@/config/paths.ts';
import type { Session } from '@/shared/session/session.ts';
import { useOptionalSession } from '@/shared/session/useSession.ts';
import { LanguageMenu } from '@/shared/i18n/LanguageMenu.tsx';
import { Logo } from '@/shared/ui/Logo.tsx';
import { SignedInUser } from '@/shared/ui/SignedInUser.tsx';
import classes from './SignupScreen.module.css';

/**
 * The portal's header for a signed-in customer: a way back to the account and out of it, so the
 * signup page is never a dead end, and the language menu as the account's header has it.
 */
function SignedInHeader({ session }: { session: Session }) {
  const { profile } = session;
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap" className={classes.back}>
        <Logo size={32} className={classes.logo} />
        <Anchor component={Link} to={paths.home} fw={700}>
          <Trans>Back to your account</Trans>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageMenu />
        <SignedInUser profile={profile} />
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
          {/* An anonymous visitor has no header (no account to go back to): the menu leads the page. */}
          {session ? null : (
            <Group justify="flex-end">
              <LanguageMenu />
            </Group>
          )}
          <Group gap="sm">
            {/* Signed in, the header carries the logo already. */}
            {session ? null : <Logo size={40} />}
            <div>
              <Title order={1}>
                <Trans>Subscribe to Reason+</Trans>
              </Title>
              <Text c="dimmed">
                <Trans>Every Reason+ instrument, effect and Refill, always up to date.</Trans>
              </Text>
            </div>
          </Group>
          <Outlet />
        </Stack>
      </Container>
    </>
  );
}
