/**
 * V8's explicit compile hint (decision 026): a chunk whose first line is `//# allFunctionsCalledOnLoad`
 * has every function compiled as it loads (while it streams in, on a background thread, for the
 * large ones) rather than each on the main thread at its first call. Chromium 136 and later read
 * it; other engines see a comment.
 *
 * For the code a first screen runs: the entry and its static imports (the framework, the shell,
 * the bundler's runtime), and each landing screen's chunk and its static imports (the boot
 * script's table, decision 013). There the lazy compiles were 170–210 ms of main thread before the
 * content (a traced repeat visit of /profile at 4x), and even the fourth visit paid them, since
 * V8's code cache holds only what ran while a module evaluated, not what the first render calls
 * afterwards. What loads later (a dialog, a tab, Sentry, a language) stays lazy: most of its
 * functions wait for a click or an error, and the hint on every chunk measured worse.
 */
import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './shellChunk.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'isEntry' | 'facadeModuleId' | 'imports'>;

/**
 * The files of the chunks a first screen runs: the entries', the chunks built from `screens`
 * (modules from the root), and everything those import statically.
 */
export function firstScreenChunks(chunks: readonly Chunk[], screens: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter(
    (chunk) =>
      chunk.isEntry || screens.some((screen) => chunk.facadeModuleId?.endsWith(`/${screen}`)),
  );
  const files = new Set<string>();
  for (const start of starts) {
    files.add(start.fileName);
    for (const file of staticClosure(start, (name) => byFile.get(name))) files.add(file);
  }
  return [...files].sort();
}

/**
 * Puts the hint on the first line of those chunks, their source maps a line down with them. Last,
 * once the bundle is complete: Vite puts its preload table (`__vite__mapDeps`) on top of a chunk
 * in its own last step, and a hint below it was read less (a traced repeat visit of /profile still
 * compiled 155–167 ms on the main thread, against 77–123 with the hint on top). The file's name
 * keeps the hash of its code: the comment is the same in every build.
 */
export function compileHints(screens: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        for (const file of firstScreenChunks(chunks, screens)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
