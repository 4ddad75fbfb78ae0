import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  isVirtualColor,
  mergeThemeOverrides,
  type MantineThemeOverride,
} from '@mantine/core';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

declare module '@mantine/core' {
  // The spec's breakpoints include xxl, beyond Mantine's default five.
  export interface MantineThemeSizesOverride {
    breakpoints: Record<Breakpoint, string>;
  }
}

/** Modal timings from the spec (section 9): the window 300 ms, its backdrop 150 ms. */
const MODAL_TRANSITION_MS = 300;
const MODAL_BACKDROP_TRANSITION_MS = 150;

/** The one theme of the portal. */
export const theme = createTheme({
  primaryColor: 'grape',
  // Contrast (WCAG AA, 4.5:1): grape-6, Mantine's default shade, reaches only 4.0:1 with white text
  // and as link colour on white; grape-8 reaches 5.8:1.
  primaryShade: 8,
  // Filled buttons and badges take black or white text, whichever contrasts more with their colour
  // (0.179 is the luminance where both contrast equally): white on green-8 would be 3.5:1.
  autoContrast: true,
  // Customers who ask their system for less motion get modals, menus and toasts without it.
  respectReducedMotion: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '62em',
    lg: '75em',
    xl: '88em',
    xxl: '120em',
  },
  components: {
    // Underlined, so a link inside running text is told apart without relying on its colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // A bare <span> may not carry the aria-label naming each of our loaders: an indeterminate
    // progress bar may (the spinners inside busy buttons are hidden from assistive technology).
    Loader: { defaultProps: { role: 'progressbar' } },
    // The option list itself scrolls, not a scroll area inside it: a combobox's list is reached
    // with the arrow keys from its input, but a scroll area within it would be a region a keyboard
    // cannot scroll.
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 220, overflowY: 'auto' } },
    },
    // Under a title, Mantine draws the message in gray-6 (3.3:1 on white); dimmed text reaches 4.5:1.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A plain object, not `Modal.extend`: importing Modal here would put it (with its scroll lock
    // and focus trap) into the first load of every screen.
    Modal: {
      defaultProps: {
        // The modal's <header> is no page banner: inside the dialog it would read as a second one.
        attributes: { header: { role: 'none' } },
        transitionProps: { duration: MODAL_TRANSITION_MS },
        overlayProps: { transitionProps: { duration: MODAL_BACKDROP_TRANSITION_MS } },
      },
    },
  },
});
/** The names of the close buttons, which are icons: in the active language (Providers). */
export interface CloseLabels {
  /** A toast's. */
  dismiss: string;
  /** A dialog's. */
  close: string;
}

/** The theme with the close buttons named. */
export function themeWithLabels({ dismiss, close }: CloseLabels): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': dismiss } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
    },
  });
}

/**
 * Text colours Mantine's defaults draw below 4.5:1 on white: dimmed text (gray-6, 3.3:1), error
 * messages (red-6, 3.3:1) and the text of light variants (shade 9 on shade 1: green 3.8:1, yellow
 * 2.7:1). Light text is shade 9 darkened by 30%, which reaches 5:1 for every palette.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const lightText: Record<string, string> = {};
  for (const [name, palette] of Object.entries(resolved.colors)) {
    const darkest = isVirtualColor(palette) ? undefined : palette[9];
    if (darkest) lightText[`--mantine-color-${name}-light-color`] = darken(darkest, 0.3);
  }
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      ...lightText,
    },
    dark: {},
  };
};
