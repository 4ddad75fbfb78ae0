import classes from './FullScreenLoader.module.css';

/** The full-screen bouncing logo shown while a screen or its data loads (spec section 2). */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={classes.overlay} role="status" aria-live="polite" aria-label={label}>
      <img className={classes.logo} src="/logo.svg" alt="" width={64} height={64} />
    </div>
  );
}
