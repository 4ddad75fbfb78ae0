// The unit tests run without per-file isolation (vitest.config.ts): the files a worker runs share
// one module graph. This is a setup file, so Vitest runs it again before every test file: what a
// file can leave behind is put back here, once, as a fresh import has it, so that every file starts
// as it would on its own. The component tests also share a page: tests/setup/betweenPageFiles.ts.
import { afterAll, vi } from 'vitest';
import { resetMockBackend } from '@mocks/node.ts';

// --- Vitest's own state that a file may leave on (fake timers, stubs, spies).
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// --- The mock backend: no persona seeded or signed in, no scenario, MSW's handlers as created.
await resetMockBackend();

// Spies a file made (`renderApp`'s on browser.assign, a test's on a module's export) end with it;
// after the file's own afterAll hooks (the last registered runs first), so that nothing of the
// file runs on the real function.
afterAll(() => {
  vi.restoreAllMocks();
});
