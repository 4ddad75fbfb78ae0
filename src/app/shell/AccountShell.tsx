import { Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router-dom';
import { redirectToLogout } from '@/api/http.ts';
import { FullScreenLoader } from '@/app/screens/FullScreenLoader.tsx';
import { useSession } from '@/app/session/useSession.ts';
import { ExitSurveyProvider } from '@/app/exitSurvey/ExitSurveyProvider.tsx';
import classes from './AccountShell.module.css';
import { NAVIGATION } from './navigation.ts';

/** The signed-in layout: header, navigation (a burger menu on small screens) and the screen. */
export function AccountShell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the `sm` breakpoint the closed navigation only slides out of view: inert, its links
  // take no keyboard focus and are not read out while unseen.
  const offCanvas = useMediaQuery('(max-width: 47.99em)') && !opened;
  const { profile, user } = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const signOut = () => {
    // Logout clears local state first, then leaves for the auth host.
    queryClient.clear();
    redirectToLogout();
  };

  return (
    <ExitSurveyProvider userId={user.userId}>
      <div className={classes.shell}>
        <header className={classes.header}>
          <Group gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="main-navigation"
            />
            <img src="/logo.svg" alt="" width={32} height={32} />
            <Text fw={700}>Your account</Text>
          </Group>
          <Group gap="sm">
            <Text size="sm" visibleFrom="xs">
              {[profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </header>

        <nav
          id="main-navigation"
          className={classes.navbar}
          data-opened={opened || undefined}
          inert={offCanvas}
          aria-label="Main navigation"
        >
          <Stack gap="md">
            {NAVIGATION.map((section) => (
              <Stack key={section.label} gap={2}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                  {section.label}
                </Text>
                {section.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterNavLink}
                    to={item.to}
                    label={item.label}
                    active={pathname === item.to}
                    onClick={close}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </nav>

        <main className={classes.main}>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </ExitSurveyProvider>
  );
}
