import { useLingui } from '@lingui/react/macro';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';
import { waitedForFirstScreenMs } from '@/shared/scheduling/afterFirstScreen.ts';
import { Logo } from '@/shared/ui/Logo.tsx';
import classes from './FullScreenLoader.module.css';

/** How long the customer waits with the bouncing logo alone before it says the wait is longer than usual. */
export const SLOW_LOADING_MS = 3_000;

/**
 * How long until the wait is longer than usual: the first screen's wait began with the page (the
 * page's own loader bounced meanwhile), a later one with this loader.
 */
export const untilSlowMs = (): number => Math.max(0, SLOW_LOADING_MS - waitedForFirstScreenMs());

/**
 * Whether the wait has been longer than usual: `SLOW_LOADING_MS` counted from the page's start for
 * the first screen, from the caller's appearance for a later wait.
 */
export function useLongWait(): boolean {
  const [slowAfterMs] = useState(untilSlowMs);
  const [slow, setSlow] = useState(slowAfterMs === 0);
  useTimeout(() => setSlow(true), slowAfterMs, { autoInvoke: true });
  return slow;
}

/**
 * The full-screen bouncing logo shown while a screen or its data loads (spec section 2). The page
 * itself draws the same loader before any script runs: its look (the `full-screen-loader` classes)
 * is defined once, in index.html, so the first paint and this loader cannot drift apart. A wait
 * past `SLOW_LOADING_MS` (a slow service) is said in words, so the customer knows the page is
 * working and not stuck; the failure's own message comes at the request's time limit.
 */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  const slow = useLongWait();
  return (
    <div
      className="full-screen-loader"
      role="status"
      aria-live="polite"
      aria-label={label ?? t`Loading`}
    >
      <Logo className="full-screen-loader-logo" size={64} />
      {slow ? (
        <p className={classes.slow}>{t`Still loading. This is taking longer than usual.`}</p>
      ) : null}
    </div>
  );
}
