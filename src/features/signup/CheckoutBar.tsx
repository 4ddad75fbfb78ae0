import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CheckoutBar.module.css';

interface CheckoutBarProps {
  /** "Due today" and its amount as the preview answered it; null while it is not known. */
  dueToday: { label: string; amount: string } | null;
  /** The one Subscribe button of the order: a form's submit button, or the plain one. */
  children: ReactNode;
}

/** What is due today and Subscribe, together at the bottom of a phone's screen. */
export function CheckoutBar({ dueToday, children }: CheckoutBarProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={classes.spacer} />
      <section className={classes.bar} aria-label={t`Due today and Subscribe`} data-bottom-bar>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {dueToday?.label ?? t`Due today`}
          </Text>
          <Text fw={700}>{dueToday?.amount ?? '…'}</Text>
        </Stack>
        {children}
      </section>
    </>
  );
}
