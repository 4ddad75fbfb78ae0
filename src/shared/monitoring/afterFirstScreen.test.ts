// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { initMonitoring, reportError } from './monitoring.ts';
import { captureError, startSentry } from './sentry.ts';

vi.mock('./sentry.ts', () => ({ startSentry: vi.fn(), captureError: vi.fn(), flush: vi.fn() }));

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

it('fetches Sentry once the page has loaded, not with the first screen, and sends what was reported meanwhile', async () => {
  // A page still loading its first screen.
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  initMonitoring({ dsn: 'https://public@example.invalid/1' });
  const early = new Error('during the first screen');
  reportError(early, { phase: 'boot' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(startSentry).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(captureError).toHaveBeenCalledWith(early, { phase: 'boot' }));
  expect(startSentry).toHaveBeenCalledTimes(1);
});
