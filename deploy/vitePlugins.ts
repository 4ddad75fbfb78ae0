/**
 * What a production build adds for delivery (docs/deploy.md): the Content Security Policy in
 * index.html, source maps kept out of the published folder, and every text file precompressed
 * for nginx's gzip_static and brotli_static.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { type BuildEnv, contentSecurityPolicy } from './securityHeaders.ts';

/**
 * The policy as a `<meta>` too, for a host that sends no headers (a storage bucket's preview):
 * the header is the policy that counts, and the browser applies both; they differ only in what a
 * meta cannot carry.
 */
export function contentSecurityPolicyMeta(enabled: boolean, env: BuildEnv): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () =>
      enabled
        ? [
            {
              tag: 'meta',
              attrs: {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy(env, 'meta'),
              },
              injectTo: 'head-prepend',
            },
          ]
        : [],
  };
}

/** Where a build's source maps go: beside its folder, never in it (`dist` → `dist-sourcemaps`). */
export const sourceMapsFolder = (outDir: string) => `${outDir.replace(/\/+$/, '')}-sourcemaps`;

const allFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Worth compressing: text. Images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * Production builds only. Source maps (built `hidden`: no `sourceMappingURL` in the code) move to
 * `sourceMapsFolder(outDir)` with their paths, for error reporting's upload (docs/deploy.md);
 * then every text file gets a `.gz` and a `.br` beside it, at the highest levels: built once,
 * served many times.
 */
export function deliveryFiles(enabled: boolean): Plugin {
  let outDir = '';
  let failed = false;
  return {
    name: 'delivery-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    renderError() {
      failed = true;
    },
    // Also called when the build failed: then there is nothing to deliver, and the build's own
    // error must stay the one reported.
    async closeBundle() {
      if (!enabled || failed) return;
      const maps = sourceMapsFolder(outDir);
      await rm(maps, { recursive: true, force: true });
      for (const file of (await allFiles(outDir)).filter((name) => name.endsWith('.map'))) {
        const target = join(maps, relative(outDir, file));
        await mkdir(dirname(target), { recursive: true });
        await rename(file, target);
      }
      const texts = (await allFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipped(body, { level: 9 }),
            brotlied(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          ]);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}
