import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenShown,
  resetFirstScreenForTests,
} from '@/shared/scheduling/afterFirstScreen.ts';
import { initMonitoring, reportError, resetMonitoringForTests } from './monitoring.ts';
import { captureError, startSentry } from './sentry.ts';

// What is observed is when the Sentry chunk is fetched and started (decisions 018, 025).
vi.mock('./sentry.ts', () => ({
  startSentry: vi.fn(),
  captureError: vi.fn(),
  flush: vi.fn(),
  stopSentry: vi.fn(),
}));

const DSN = 'https://public@example.invalid/1';
const NEITHER = { replays: false, traces: false };

/**
 * An error event that Vitest's own listener lets pass (it fails a test on one that carries an
 * error and that nobody else listens for): for the moments the portal's listener is gone.
 */
const messageOnly = () => new ErrorEvent('error', { message: 'Script error.' });

beforeEach(async () => {
  await resetMonitoringForTests();
  resetFirstScreenForTests();
  vi.mocked(startSentry).mockClear();
  vi.mocked(captureError).mockClear();
});

describe('a visit drawn for neither traces nor replays (99 % of visits)', () => {
  it('downloads Sentry with its first report, not after the first screen', async () => {
    vi.useFakeTimers();
    try {
      initMonitoring({ dsn: DSN, draws: NEITHER });
      firstScreenShown();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(startSentry).not.toHaveBeenCalled();

      const failure = new Error('a screen failed');
      reportError(failure, { phase: 'boot' });
      reportError(new Error('and another'));
      await vi.waitFor(() => expect(captureError).toHaveBeenCalledTimes(2));
      expect(captureError).toHaveBeenCalledWith(failure, { phase: 'boot' });
      expect(startSentry).toHaveBeenCalledTimes(1);
      expect(startSentry).toHaveBeenCalledWith(DSN, undefined, NEITHER);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an uncaught error', () => new ErrorEvent('error', { error: new Error('uncaught') }), 'error'],
    [
      'an unhandled rejection',
      () =>
        Object.assign(new Event('unhandledrejection'), {
          reason: new Error('uncaught'),
          promise: Promise.resolve(),
        }),
      'unhandledrejection',
    ],
  ])('reports %s, and leaves the next ones to Sentry’s own handlers', async (_, event, kind) => {
    initMonitoring({ dsn: DSN, draws: NEITHER });
    window.dispatchEvent(event());
    await vi.waitFor(() =>
      expect(captureError).toHaveBeenCalledWith(expect.any(Error), { uncaught: kind }),
    );
    window.dispatchEvent(messageOnly());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(captureError).toHaveBeenCalledTimes(1);
  });

  it('reports nothing without a DSN', async () => {
    initMonitoring({ dsn: null, draws: NEITHER });
    reportError(new Error('lost'));
    window.dispatchEvent(messageOnly());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startSentry).not.toHaveBeenCalled();
  });
});

describe.each([
  ['traces', { replays: false, traces: true }],
  ['replays', { replays: true, traces: false }],
])('a visit drawn for %s (1 %)', (_, draws) => {
  it('downloads Sentry once the first screen is shown, not before', async () => {
    vi.useFakeTimers();
    try {
      initMonitoring({ dsn: DSN, draws });
      // The page has loaded (jsdom's document is complete) but no screen is shown yet, for 9 s.
      await vi.advanceTimersByTimeAsync(9_000);
      expect(startSentry).not.toHaveBeenCalled();
      firstScreenShown();
      await vi.waitFor(() => expect(startSentry).toHaveBeenCalledWith(DSN, undefined, draws));
    } finally {
      vi.useRealTimers();
    }
  });

  it('downloads it at the latest ten seconds after the start when no screen says it is shown', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const monitoring = await import('./monitoring.ts');
      const sentry = await import('./sentry.ts');
      vi.mocked(sentry.startSentry).mockClear();
      monitoring.initMonitoring({ dsn: DSN, draws });
      await vi.advanceTimersByTimeAsync(9_000);
      expect(sentry.startSentry).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_100);
      expect(sentry.startSentry).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
