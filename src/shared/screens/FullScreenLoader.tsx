import { useLingui } from '@lingui/react/macro';
import { Logo } from '@/shared/ui/Logo.tsx';
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
      <Logo className="full-screen-loader-logo" size={64} />
    </div>
  );
}
