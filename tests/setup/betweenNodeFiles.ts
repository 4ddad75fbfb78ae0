// The node project runs without per-file isolation (vitest.config.ts): the files a worker runs share
// one module graph. This setup file runs again before every test file and puts back what a file can
// leave behind, as tests/setup/betweenFiles.ts does for the component tests (which also reset the
// page): Vitest's own state, and the mock backend as a fresh import has it.
import { afterAll, vi } from 'vitest';
import { resetMockBackend } from '@mocks/node.ts';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
await resetMockBackend();

// Spies a file made end with it, after the file's own afterAll hooks.
afterAll(() => {
  vi.restoreAllMocks();
});
