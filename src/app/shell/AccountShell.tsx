import { useLingui } from '@lingui/react/macro';
import { Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { Suspense, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Outlet } from 'react-router-dom';
import { NavLink } from '@/shared/ui/Link.tsx';
import { Logo } from '@/shared/ui/Logo.tsx';
import { SignedInUser } from '@/shared/ui/SignedInUser.tsx';
import { LanguageMenu } from '@/shared/i18n/LanguageMenu.tsx';
import { onIntent } from '@/shared/scheduling/onIntent.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { useSession } from '@/shared/session/useSession.ts';
import classes from './AccountShell.module.css';
import { labelText, NAVIGATION } from './navigation.ts';

interface AccountShellProps {
  /** Starts downloading the screens a path shows: a link's, on the customer's intent to follow it. */
  preloadScreen: (path: string) => unknown;
}

/** The signed-in layout: header, navigation (a burger menu on small screens) and the screen. */
export function AccountShell({ preloadScreen }: AccountShellProps) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const small = useMediaQuery('(max-width: 47.99em)');
  // Below the `sm` breakpoint the closed navigation only slides out of view: inert, its links
  // take no keyboard focus and are not read out while unseen. Open, it covers the screen, and the
  // screen under it is inert instead.
  const offCanvas = small && !opened;
  const covered = small && opened;
  const burger = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !covered) return;
    flushSync(close);
    burger.current?.focus();
  });
  /** After following a link from the open menu, the focus goes to the screen it opened. */
  const leaveMenu = () => {
    if (!covered) return;
    flushSync(close);
    main.current?.focus();
  };
  const { profile } = useSession();

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t`Skip to content`}
      </a>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t`Toggle navigation`}
            aria-expanded={opened}
            aria-controls="main-navigation"
          />
          <Logo size={32} />
          {/* On a phone the logo says it: the room goes to the language and Sign out. */}
          <Text fw={700} className={classes.nowrap} visibleFrom="xs">
            {t`Your account`}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <LanguageMenu />
          <SignedInUser profile={profile} />
        </Group>
      </header>

      <nav
        id="main-navigation"
        className={classes.navbar}
        data-opened={opened || undefined}
        inert={offCanvas}
        aria-label={t`Main navigation`}
      >
        <Stack gap="md">
          {NAVIGATION.map((section) => (
            <Stack key={labelText(section.label)} gap={2}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                {labelText(section.label)}
              </Text>
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={`mantine-focus-auto ${classes.navLink}`}
                  onClick={leaveMenu}
                  {...onIntent(() => preloadScreen(item.to))}
                >
                  {labelText(item.label)}
                </NavLink>
              ))}
            </Stack>
          ))}
        </Stack>
      </nav>

      <main id="main-content" ref={main} tabIndex={-1} inert={covered} className={classes.main}>
        <div className={classes.content}>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
