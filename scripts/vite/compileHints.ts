/**
 * V8's explicit compile hint (decision 026): a chunk whose first line is
 * `//# allFunctionsCalledOnLoad` has every function compiled as it loads (while it streams in, on a
 * background thread, for the large ones) rather than each on the main thread at its first call.
 * Chromium 136 and later read it; other engines see a comment.
 *
 * For the code every page runs: the entry and its static imports (the framework, the shell, the
 * bundler's runtime). There the lazy compiles were 170–210 ms of main thread before the content (a
 * traced repeat visit of /profile at 4x), and even the fourth visit paid them, since V8's code
 * cache holds only what ran while a module evaluated, not what the first render calls afterwards.
 * A screen's chunks, and what loads later (a dialog, a tab, Sentry, a language), stay lazy: small
 * scripts are compiled on the main thread, hint or not, and most of their functions wait for a
 * click; both measured worse with the hint (decision 026).
 */
import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './shellChunk.ts';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'isEntry' | 'imports'>;

/** The files of the entries' chunks and of everything they import statically. */
export function everyPageChunks(chunks: readonly Chunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    files.add(entry.fileName);
    for (const file of staticClosure(entry, (name) => byFile.get(name))) files.add(file);
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
export function compileHints(): Plugin {
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
        for (const file of everyPageChunks(chunks)) {
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
