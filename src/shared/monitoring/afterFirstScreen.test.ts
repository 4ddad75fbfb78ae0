import { expect, it, vi } from 'vitest';
import { firstScreenShown } from '@/shared/scheduling/afterFirstScreen.ts';
import { initMonitoring, reportError } from './monitoring.ts';
import { captureError, startSentry } from './sentry.ts';

// What is observed is when the Sentry chunk is fetched and started (decision 018).
vi.mock('./sentry.ts', () => ({ startSentry: vi.fn(), captureError: vi.fn(), flush: vi.fn() }));

it('fetches Sentry once the first screen is shown, not before, and sends what was reported meanwhile', async () => {
  vi.useFakeTimers();
  try {
    initMonitoring({ dsn: 'https://public@example.invalid/1' });
    const early = new Error('during the first screen');
    reportError(early, { phase: 'boot' });
    // The page has loaded (jsdom's document is complete) but no screen is shown yet, for 9 s.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(startSentry).not.toHaveBeenCalled();

    firstScreenShown();
    await vi.waitFor(() => expect(captureError).toHaveBeenCalledWith(early, { phase: 'boot' }));
    expect(startSentry).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});

it('fetches it at the latest ten seconds after the start when no screen says it is shown', async () => {
  vi.resetModules();
  vi.useFakeTimers();
  try {
    const monitoring = await import('./monitoring.ts');
    const sentry = await import('./sentry.ts');
    vi.mocked(sentry.startSentry).mockClear();
    monitoring.initMonitoring({ dsn: 'https://public@example.invalid/1' });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sentry.startSentry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(sentry.startSentry).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});
