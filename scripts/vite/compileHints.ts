/**
 * V8's explicit compile hint (decision 026): a chunk whose first line is `//# allFunctionsCalledOnLoad`
 * has every function compiled while the file streams in, on a background thread, rather than each
 * on the main thread at its first call. Chromium 136 and later read it; other engines see a
 * comment.
 *
 * Only for the chunks every page runs: the entry, the framework, the shell and the bundler's runtime.
 * There the lazy compiles were 170–210 ms of main thread before the content (a traced repeat visit
 * of /profile at 4x), and even the fourth visit paid them, since V8's code cache holds only what
 * ran while the module evaluated, not what the first render calls later. A screen's or a dialog's
 * chunk is left lazy: most of a screen's functions wait for a click, and compiling them eagerly
 * would be work for nothing.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Besides the entry, the chunks it imports statically: the code-splitting groups of
 * vite.config.ts and the bundler's runtime.
 */
const HINTED_CHUNKS: ReadonlySet<string> = new Set(['framework', 'shell', 'rolldown-runtime']);

/** Whether a chunk is one every page runs. */
export function takesCompileHint(chunk: { name: string; isEntry: boolean }): boolean {
  return chunk.isEntry || HINTED_CHUNKS.has(chunk.name);
}

/**
 * Puts the hint on the first line of those chunks, their source maps a line down with them. Last,
 * once the bundle is written: Vite puts its preload table (`__vite__mapDeps`) on top of a chunk
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
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !takesCompileHint(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
