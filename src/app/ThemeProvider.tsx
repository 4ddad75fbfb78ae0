import {
  localStorageColorSchemeManager,
  MantineContext,
  type MantineThemeOverride,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;
// Where the build's theme stylesheet puts the variables, as Mantine's provider does by default.
const VARIABLES_SELECTOR = ':root';

/**
 * Mantine's provider without the stylesheet it writes at run time: the theme is the same on every
 * visit, so its CSS variables and responsive classes are made once by the build, from Mantine's own
 * provider (`scripts/vite/themeStyles.ts`), and linked with the shell's styles. The rest is
 * `MantineProvider` as Mantine writes it: the colour scheme kept in localStorage (light unless the
 * browser's storage says otherwise) and the theme's wish to respect reduced motion.
 */
export function ThemeProvider({
  theme,
  env,
  children,
}: {
  theme: MantineThemeOverride;
  env: 'default' | 'test';
  children: ReactNode;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'light',
    forceColorScheme: undefined,
    manager: colorSchemeManager,
    getRootElement,
  });
  const respectReducedMotion = theme.respectReducedMotion ?? false;
  useLayoutEffect(() => {
    if (respectReducedMotion) getRootElement().setAttribute('data-respect-reduced-motion', 'true');
  }, [respectReducedMotion]);
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: VARIABLES_SELECTOR,
      withStaticClasses: true,
      env,
    }),
    [colorScheme, setColorScheme, clearColorScheme, env],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
