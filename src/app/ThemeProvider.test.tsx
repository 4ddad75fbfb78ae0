import { Button, useMantineColorScheme, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

const root = document.documentElement;
const STORED_SCHEME = 'mantine-color-scheme-value';

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-mantine-color-scheme');
  root.removeAttribute('data-respect-reduced-motion');
});

function Probe() {
  const { primaryColor } = useMantineTheme();
  const { setColorScheme } = useMantineColorScheme();
  return (
    <Button onClick={() => setColorScheme('dark')} data-primary={primaryColor}>
      Dark
    </Button>
  );
}

describe('ThemeProvider', () => {
  it("gives Mantine's components the portal's theme and writes no stylesheet of its own (the build made it)", () => {
    const { container } = render(
      <ThemeProvider theme={theme} env="test">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('data-primary', 'grape');
    expect(container.querySelector('style')).toBeNull();
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
  });

  it.each([
    [null, 'light'],
    ['dark', 'dark'],
    ['light', 'light'],
  ])('with %s stored, draws the %s scheme', (stored, scheme) => {
    if (stored) localStorage.setItem(STORED_SCHEME, stored);
    render(
      <ThemeProvider theme={theme} env="test">
        <Probe />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-mantine-color-scheme', scheme);
  });

  it('switches the scheme and remembers it', () => {
    render(
      <ThemeProvider theme={theme} env="test">
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Dark' }).click());
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem(STORED_SCHEME)).toBe('dark');
  });

  it.each([
    [true, 'true'],
    [false, null],
  ])('respects reduced motion when the theme asks: %s', (respect, attribute) => {
    render(
      <ThemeProvider theme={{ ...theme, respectReducedMotion: respect }} env="test">
        <Probe />
      </ThemeProvider>,
    );
    expect(root.getAttribute('data-respect-reduced-motion')).toBe(attribute);
  });
});
