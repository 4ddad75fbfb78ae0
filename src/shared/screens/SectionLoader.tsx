import { useLingui } from '@lingui/react/macro';
import { Loader, type MantineSize, Stack, Text } from '@mantine/core';
import { useLongWait } from './FullScreenLoader.tsx';

/**
 * A part of a screen on its way (a section's data, a tab's or a form's code): Mantine's spinner,
 * named by what it waits for, and after a longer wait than usual the full-screen loader's words,
 * since a screen whose own service is slow shows this, not the full-screen loader. Smaller (`size`)
 * where it stands for a line or two: a form's code, a list of holders, a payment method.
 */
export function SectionLoader({ label, size }: { label: string; size?: MantineSize }) {
  const { t } = useLingui();
  const longWait = useLongWait();
  return (
    <Stack gap="xs" align="flex-start" aria-live="polite">
      <Loader size={size} aria-label={label} />
      {longWait ? (
        <Text size="sm" c="dimmed">
          {t`Still loading. This is taking longer than usual.`}
        </Text>
      ) : null}
    </Stack>
  );
}
