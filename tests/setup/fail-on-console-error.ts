import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug (a React warning, an unhandled failure): fail the test.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
