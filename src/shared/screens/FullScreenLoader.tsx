import { useLingui } from '@lingui/react/macro';
/**
 * The full-screen bouncing logo shown while a screen or its data loads (spec section 2). The page
 * itself draws the same loader before any script runs: its look (the `full-screen-loader` classes)
 * is defined once, in index.html, so the first paint and this loader cannot drift apart.
 */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      className="full-screen-loader"
      role="status"
      aria-live="polite"
      aria-label={label ?? t`Loading`}
    >
      <img className="full-screen-loader-logo" src="/logo.svg" alt="" width={64} height={64} />
    </div>
  );
}
