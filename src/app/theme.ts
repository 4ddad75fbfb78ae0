import { createTheme, Modal } from '@mantine/core';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

declare module '@mantine/core' {
  // The spec's breakpoints include xxl, beyond Mantine's default five.
  export interface MantineThemeSizesOverride {
    breakpoints: Record<Breakpoint, string>;
  }
}

/** Modal timings from the spec (section 9): the window 300 ms, its backdrop 150 ms. */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;

/** The one theme of the portal. */
export const theme = createTheme({
  primaryColor: 'grape',
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
    Modal: Modal.extend({
      defaultProps: {
        transitionProps: { duration: MODAL_TRANSITION_MS },
        overlayProps: { transitionProps: { duration: MODAL_BACKDROP_TRANSITION_MS } },
      },
    }),
  },
});
