import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shakeableRouter } from './routerTreeShaking.ts';

describe('shakeableRouter', () => {
  it("marks the components' forwardRef calls pure and drops their names, nothing else", () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef({ to }, ref) { return null; }',
      ');',
      'Link.displayName = "Link";',
      'var Form = React10.forwardRef(({ action }, ref) => null);',
      'Form.displayName = "Form";',
      'var title = "Link";',
      'function useHref(to) { return to; }',
    ].join('\n');
    const shaken = shakeableRouter(code);
    expect(shaken.wrappers).toBe(2);
    expect(shaken.names).toBe(2);
    expect(shaken.code).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef({ to }, ref) { return null; }',
        ');',
        '',
        'var Form = /* @__PURE__ */ React10.forwardRef(({ action }, ref) => null);',
        '',
        'var title = "Link";',
        'function useHref(to) { return to; }',
      ].join('\n'),
    );
  });

  it("finds Link, NavLink and Form in the installed React Router's production build", () => {
    const { version } = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../node_modules/react-router/package.json', import.meta.url)),
        'utf8',
      ),
    ) as { version: string };
    const folder = fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/', import.meta.url),
    );
    // The components live in one of the chunks the build's index re-exports.
    const code = readdirSync(folder)
      .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
      .map((file) => readFileSync(`${folder}${file}`, 'utf8'))
      .find((text) => text.includes('var Link = '));
    expect(code, `react-router ${version}: no chunk defines Link`).toBeDefined();
    if (!code) return;
    const shaken = shakeableRouter(code);
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(code, component).toMatch(new RegExp(`var ${component} = React\\d*\\.forwardRef\\(`));
      expect(shaken.code, component).toMatch(
        new RegExp(`var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`),
      );
      expect(shaken.code, component).not.toContain(`${component}.displayName = `);
    }
  });
});
