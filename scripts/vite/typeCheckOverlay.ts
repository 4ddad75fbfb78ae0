/**
 * `npm start` only: the type checker runs beside the dev server (in a worker, so hot updates stay
 * fast) and its errors appear in the browser's overlay and the terminal, so a field renamed in
 * openapi/ shows at once in every file that still uses the old name. `npm run build` and
 * `npm run typecheck` check types on their own; the servers Vitest starts must not (a test run
 * would wait on a second compiler).
 */
import type { Plugin } from 'vite';
import checker from 'vite-plugin-checker';

export function typeCheckOverlay(): Plugin {
  const plugin = checker({
    typescript: { tsconfigPath: 'tsconfig.json' },
    enableBuild: false,
  });
  return {
    ...plugin,
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
  };
}
