/**
 * The theme's stylesheet, made at build time: the CSS variables and responsive classes that
 * Mantine's provider would otherwise compute and write into a `<style>` on every visit (its
 * variables resolver and colour functions, about 2 KB gzip of every first load, and their run at the
 * first render). The theme never changes while the portal runs, so the build renders Mantine's own
 * provider once with it (React's server renderer) and keeps what its `<style>` elements hold: the
 * same text, from the same code. The app imports it as `virtual:theme-styles.css` (src/app/styles.ts)
 * and renders `ThemeProvider`, which is Mantine's provider without that stylesheet.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const THEME_STYLES_MODULE = 'virtual:theme-styles.css';
// Not `\0`-prefixed: Vite's CSS plugins take a module for a stylesheet by its extension.
const RESOLVED = '/@portal/theme-styles.css';

/**
 * By its URL, so that Vite's bundling of the configuration leaves it (and Mantine with it) for
 * Node to import when the sheet is asked for: a path it can read would be bundled in, and Mantine
 * loaded with the configuration.
 */
const THEME_MODULE = new URL('../../src/app/theme.ts', import.meta.url).href;
const STYLE_ELEMENT = /<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * What Mantine's provider writes for the portal's theme, as one stylesheet. `version` names the
 * theme module's state (its modification time): Node keeps a module it has imported, so a theme
 * edited under `npm start` is imported again under a new name.
 */
export async function themeStylesheet(version = 0): Promise<string> {
  // Imported here, when a build or the dev server asks for the sheet, not with the configuration:
  // loading Mantine in Node took every Vite and Vitest start 0.4 s longer (configuration loaded in
  // 0.3–0.5 s again, against 0.7–1.0 s).
  const [
    { createElement },
    { renderToStaticMarkup },
    { MantineProvider },
    { cssVariablesResolver, theme },
  ] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
    import(/* @vite-ignore */ version ? `${THEME_MODULE}?v=${version}` : THEME_MODULE),
  ]);
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver }),
  );
  const sheets = [...markup.matchAll(STYLE_ELEMENT)].map(([, css]) => css);
  // Both are written whenever the theme has any: none would mean Mantine stopped writing them so.
  if (sheets.length !== 2) {
    throw new Error(
      `themeStyles: expected Mantine's provider to write its variables and its classes, found ${sheets.length} style elements`,
    );
  }
  return sheets.join('\n');
}

export function themeStyles(): Plugin {
  return {
    name: 'theme-styles',
    resolveId: (id) => (id === THEME_STYLES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Under `npm start`, an edit of the theme makes the sheet again, as it redraws the components.
      const theme = fileURLToPath(THEME_MODULE);
      this.addWatchFile(theme);
      return themeStylesheet(Math.trunc(statSync(theme).mtimeMs));
    },
  };
}
