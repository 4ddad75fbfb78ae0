import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { type GeneratorRun, watchDocuments } from './regenerateOnOpenapiChange.ts';

const ROOT = '/project';
const OPENAPI = join(ROOT, 'openapi');

/** A dev server as far as the plugin sees it: a watcher to emit changes on, and what it sent. */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { watched: [] as string[] });
  const sent: unknown[] = [];
  const logged: { level: string; message: string }[] = [];
  const log = (level: string) => (message: string) => logged.push({ level, message });
  const server = {
    watcher: Object.assign(watcher, { add: (path: string) => watcher.watched.push(path) }),
    ws: { send: (payload: unknown) => sent.push(payload) },
    config: { root: ROOT, logger: { info: log('info'), error: log('error') } },
  } as unknown as Pick<ViteDevServer, 'watcher' | 'ws' | 'config'>;
  return { server, watcher, sent, logged };
}

/** A generator answering the given runs in turn, counting its calls. */
function scriptedGenerator(...runs: GeneratorRun[]) {
  const calls: number[] = [];
  const generate = () => {
    calls.push(calls.length);
    return Promise.resolve(runs[calls.length - 1] ?? { ok: true, output: '' });
  };
  return { generate, calls };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('regenerating sdk/ when a document changes', () => {
  it('runs the generator once for a burst of changes to documents, never for other files', async () => {
    const { server, watcher } = fakeServer();
    const { generate, calls } = scriptedGenerator({ ok: true, output: 'sdk/ generated in 900 ms' });
    const { settled } = watchDocuments(server, { openapiDir: OPENAPI, generate, debounceMs: 20 });
    expect((watcher as unknown as { watched: string[] }).watched).toEqual([OPENAPI]);

    watcher.emit('change', join(ROOT, 'src/main.tsx'));
    watcher.emit('change', join(ROOT, 'openapi-notes.yaml'));
    watcher.emit('change', join(OPENAPI, 'shop.yaml'));
    watcher.emit('change', join(OPENAPI, 'subscription.yaml'));
    await until(() => calls.length > 0);
    await settled();
    expect(calls).toHaveLength(1);
  });

  it('prints a failure and shows it in the overlay; the next success reloads the page', async () => {
    const { server, watcher, sent, logged } = fakeServer();
    const { generate, calls } = scriptedGenerator(
      { ok: false, output: 'Error: openapi/shop.yaml: bad indentation at line 12' },
      { ok: true, output: 'sdk/ generated in 900 ms' },
    );
    const { settled } = watchDocuments(server, { openapiDir: OPENAPI, generate, debounceMs: 0 });

    watcher.emit('change', join(OPENAPI, 'shop.yaml'));
    await until(() => calls.length === 1);
    await settled();
    expect(logged.filter(({ level }) => level === 'error')).toEqual([
      { level: 'error', message: expect.stringContaining('bad indentation at line 12') },
    ]);
    expect(sent).toEqual([
      {
        type: 'error',
        err: expect.objectContaining({
          message: expect.stringContaining('openapi/shop.yaml changed:\nError: openapi/shop.yaml'),
          id: join(OPENAPI, 'shop.yaml'),
        }),
      },
    ]);

    watcher.emit('change', join(OPENAPI, 'shop.yaml'));
    await until(() => calls.length === 2);
    await settled();
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
    expect(logged.at(-1)).toEqual({ level: 'info', message: '[openapi] sdk/ generated in 900 ms' });
  });
});
