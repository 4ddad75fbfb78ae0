import { useLingui } from '@lingui/react/macro';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- a package's renderer, with no messages of ours
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { LanguageProvider } from '@/shared/i18n/LanguageProvider.tsx';
import { TOASTS_Z_INDEX } from '@/shared/ui/layers.ts';
import { onToastsWanted, toastsWanted } from '@/shared/ui/notifications.ts';
import { themeWithLabels } from './theme.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

// Toasts only ever follow an action: their renderer (and its transitions) loads with the visit's
// first toast (decision 025); `notifications.show` from the package's store works without it.
const Notifications = lazy(async () => {
  const [module] = await Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.layer.css'),
  ]);
  return { default: module.Notifications };
});

/** Mounts the toasts' renderer once a toast is shown; a toast shown before waits in the store. */
function DeferredNotifications() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={TOASTS_Z_INDEX} />
    </Suspense>
  ) : null;
}

/** Everything a screen needs around it: language, theme, server state and notifications. */
export function Providers({
  queryClient,
  children,
  env = 'default',
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and keeps dropdowns mounted, so jsdom sees them at once. */
  env?: 'default' | 'test';
}) {
  return (
    <LanguageProvider>
      <InLanguage queryClient={queryClient} env={env}>
        {children}
      </InLanguage>
    </LanguageProvider>
  );
}

/** The providers whose texts follow the language: inside its provider, so that they re-render with it. */
function InLanguage({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env: 'default' | 'test';
}) {
  // Renders again on a change of language only (its parent renders once): the theme follows.
  const { t } = useLingui();
  const theme = themeWithLabels({ dismiss: t`Dismiss`, close: t`Close` });
  return (
    <ThemeProvider theme={theme} env={env}>
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
