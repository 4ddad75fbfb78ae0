/**
 * `npm start` regenerates sdk/ when a document under openapi/ changes: the generator
 * (scripts/generate.ts) runs again, its errors go to the terminal and to Vite's browser overlay,
 * and a successful run rewrites sdk/, which Vite's usual hot update takes from there.
 */
import { spawn } from 'node:child_process';
import { relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

export interface GeneratorRun {
  ok: boolean;
  /** What the generator printed (both streams). */
  output: string;
}

export interface RegenerateOptions {
  /** The folder of the documents, absolute. */
  openapiDir: string;
  /** Runs the generator; the default runs scripts/generate.ts with this Node. */
  generate?: () => Promise<GeneratorRun>;
  /** Changes this close together make one run (an editor saving several files). */
  debounceMs?: number;
}

const PLUGIN = 'regenerate-on-openapi-change';

export function runGenerator(root: string): () => Promise<GeneratorRun> {
  return () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/generate.ts'], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}` }));
      child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
    });
}

const isDocument = (openapiDir: string, file: string) => {
  const path = relative(openapiDir, file);
  return !path.startsWith('..') && !path.startsWith(sep) && /\.ya?ml$/.test(path);
};

/** The watcher side, apart from Vite's plugin object so a test can drive it with a fake server. */
export function watchDocuments(
  server: Pick<ViteDevServer, 'watcher' | 'ws' | 'config'>,
  {
    openapiDir,
    generate,
    debounceMs = 150,
  }: Required<Pick<RegenerateOptions, 'generate'>> & RegenerateOptions,
): { settled: () => Promise<void> } {
  const { logger } = server.config;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let failedBefore = false;

  const regenerate = async (file: string) => {
    logger.info(`[openapi] ${relative(server.config.root, file)} changed: regenerating sdk/`, {
      timestamp: true,
    });
    const { ok, output } = await generate();
    if (ok) {
      logger.info(`[openapi] ${output.split('\n').at(-1) ?? 'sdk/ regenerated'}`, {
        timestamp: true,
      });
      // The overlay of the failure stays until a reload, and a fix may leave sdk/ as it was.
      if (failedBefore) server.ws.send({ type: 'full-reload' });
      failedBefore = false;
      return;
    }
    failedBefore = true;
    const message = `npm run generate failed after ${relative(server.config.root, file)} changed:\n${output}`;
    logger.error(`[openapi] ${message}`, { timestamp: true });
    server.ws.send({ type: 'error', err: { message, stack: '', plugin: PLUGIN, id: file } });
  };

  const changed = (file: string) => {
    if (!isDocument(openapiDir, file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // One run at a time: a change during a run regenerates again after it.
      running = running.then(() => regenerate(file));
    }, debounceMs);
  };

  server.watcher.add(openapiDir);
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
  return { settled: () => running };
}

export function regenerateOnOpenapiChange(options: RegenerateOptions): Plugin {
  return {
    name: PLUGIN,
    // The dev server only; not the ones Vitest starts (a document edited during a run stays put).
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      watchDocuments(server, {
        ...options,
        generate: options.generate ?? runGenerator(server.config.root),
      });
    },
  };
}
