import { beforeAll, describe, expect, it } from 'vitest';
import { THEME_STYLES_MODULE, themeStyles, themeStylesheet } from './themeStyles.ts';

describe("the theme's stylesheet, made at build time", () => {
  let sheet = '';
  beforeAll(async () => {
    sheet = await themeStylesheet();
  });

  it.each([
    [
      'the primary colour, grape at shade 8',
      '--mantine-primary-color-filled: var(--mantine-color-grape-filled)',
    ],
    ['the primary shade', '--mantine-color-grape-filled: var(--mantine-color-grape-8)'],
    ['the portal font', '--mantine-font-family: Inter, system-ui'],
    ['the spec’s xxl breakpoint', '--mantine-breakpoint-xxl: 120em'],
    ['dimmed text that reaches 4.5:1', '--mantine-color-dimmed: var(--mantine-color-gray-7)'],
    ['error text that reaches 4.5:1', '--mantine-color-error: var(--mantine-color-red-9)'],
    [
      'hiddenFrom="sm" under the sm breakpoint',
      '@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}',
    ],
    [
      'visibleFrom="xs" from the xs breakpoint',
      '@media (max-width: 35.99375em) {.mantine-visible-from-xs {display: none !important;}}',
    ],
  ])('holds %s', (_, rule) => {
    expect(sheet).toContain(rule);
  });

  it('keeps the dark scheme apart from the light one', () => {
    const dark = sheet.slice(sheet.indexOf(':root[data-mantine-color-scheme="dark"]'));
    expect(dark).toMatch(
      /^:root\[data-mantine-color-scheme="dark"\][^{]*\{--mantine-color-anchor: var\(--mantine-color-grape-4\);\}/,
    );
  });

  it('leaves out what Mantine’s own default sheet already declares', () => {
    expect(sheet).not.toContain('--mantine-scale');
    expect(sheet).not.toContain('--mantine-z-index-modal');
  });

  it('is served to the app as a stylesheet module, made again when the theme changes', async () => {
    const plugin = themeStyles();
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (
      this: { addWatchFile: (file: string) => void },
      id: string,
    ) => Promise<string> | undefined;
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => watched.push(file) };
    const resolved = resolve(THEME_STYLES_MODULE);
    expect(resolved).toMatch(/\.css$/);
    expect(await load.call(context, resolved ?? '')).toBe(sheet);
    expect(watched).toEqual([expect.stringMatching(/src[\\/]app[\\/]theme\.ts$/)]);
    expect(resolve('./other.css')).toBeUndefined();
  });
});
