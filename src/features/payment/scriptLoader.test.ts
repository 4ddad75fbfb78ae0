import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, type ScriptFailure, ScriptLoadError } from './scriptLoader.ts';

const SRC = 'https://provider.test/v1/provider.js';
const TIMEOUT_MS = 20_000;

interface Provider {
  version: number;
}

/**
 * A document of the test's own: jsdom never fetches its scripts, so the test plays the browser by
 * firing each `<script>`'s load or error event, and defines the script's global itself.
 */
function setUp() {
  const document = window.document.implementation.createHTMLDocument('checkout');
  let global: Provider | undefined;
  const load = createScriptLoader<Provider>({
    src: SRC,
    provided: () => global,
    timeoutMs: TIMEOUT_MS,
    document,
  });
  const scripts = () => [...document.head.querySelectorAll('script')];
  const only = () => {
    const [script, ...others] = scripts();
    expect(others).toEqual([]);
    if (!script) throw new Error('No <script> was inserted.');
    return script;
  };
  return {
    load,
    scripts,
    /** The browser could not fetch the script: an ad-blocker, a proxy, an outage. */
    failFetch: () => only().dispatchEvent(new Event('error')),
    /** The script ran; `defines` is what it left as its global. */
    run: (defines: Provider | undefined) => {
      global = defines;
      only().dispatchEvent(new Event('load'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createScriptLoader', () => {
  it('inserts the script once and hands over its global, for every caller', async () => {
    const page = setUp();
    const first = page.load();
    const second = page.load();
    expect(page.scripts().map((script) => [script.src, script.async])).toEqual([[SRC, true]]);
    page.run({ version: 4 });
    await expect(first).resolves.toEqual({ version: 4 });
    await expect(second).resolves.toEqual({ version: 4 });
    await expect(page.load()).resolves.toEqual({ version: 4 });
    expect(page.scripts()).toHaveLength(1);
  });

  it.each<[string, (page: ReturnType<typeof setUp>) => void, ScriptFailure]>([
    ['the fetch fails', (page) => page.failFetch(), 'unreachable'],
    ['the script runs but defines nothing', (page) => page.run(undefined), 'incomplete'],
    ['the script never answers', () => vi.advanceTimersByTime(TIMEOUT_MS), 'timeout'],
  ])(
    'when %s: rejects, removes the script, and loads it afresh on the next call',
    async (_, fault, failure) => {
      const page = setUp();
      const failed = page.load();
      fault(page);
      await expect(failed).rejects.toEqual(new ScriptLoadError(SRC, failure));
      await expect(failed).rejects.toMatchObject({ failure });
      expect(page.scripts()).toEqual([]);

      const retried = page.load();
      expect(page.scripts()).toHaveLength(1);
      page.run({ version: 4 });
      await expect(retried).resolves.toEqual({ version: 4 });
    },
  );

  it('gives up on a script within its time limit, not a moment before', async () => {
    const page = setUp();
    const outcome = vi.fn();
    page.load().then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new ScriptLoadError(SRC, 'timeout'));
  });
});
