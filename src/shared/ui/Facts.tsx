import type { ReactNode } from 'react';
import classes from './Facts.module.css';

/*
 * Labelled facts (the account's details, the subscription's summary) and a charge's lines, as
 * description lists drawn by the stylesheet. Plain elements rather than two Mantine Text per fact:
 * the subscription's summary rendered some twenty of them before its content showed, each through
 * Mantine's props and styles resolution (decision 014).
 */

/** Facts side by side, as many columns as the width holds; each a `Fact`. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

/** One fact: its label above its value (a <div> groups the pair, as HTML allows in a <dl>). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** A charge's lines, label and amount side by side; each a `ChargeLine`. */
export function Charges({ children }: { children: ReactNode }) {
  return <dl className={classes.charges}>{children}</dl>;
}

/** One line of a charge; the total is `strong`. */
export function ChargeLine({
  label,
  amount,
  strong = false,
}: {
  label: ReactNode;
  amount: ReactNode;
  strong?: boolean;
}) {
  return (
    <>
      <dt className={classes.chargeLabel}>{label}</dt>
      <dd className={classes.amount} data-strong={strong || undefined}>
        {amount}
      </dd>
    </>
  );
}

/**
 * A value on its way, for a row whose data arrives after the first paint: it holds the row's
 * place, one line high, so that nothing below moves when the value comes (a layout shift of 0.10
 * on a phone's /subscription before). With a `label`, it is the loader screen readers hear;
 * without, one of several under a labelled one. `ems`: about the value's width (4 for an amount).
 */
export function Pending({ label, ems }: { label?: string; ems?: number }) {
  const style = ems === undefined ? undefined : { width: `${ems}em` };
  return label === undefined ? (
    <span className={classes.pending} style={style} aria-hidden />
  ) : (
    <span className={classes.pending} style={style} role="status" aria-label={label} />
  );
}
