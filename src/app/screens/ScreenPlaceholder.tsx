import { Loader, Stack, Title } from '@mantine/core';

/** A screen whose content lands in a later issue: its heading and a loading state, never a fake. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Loader aria-label={`${title} is loading`} />
    </Stack>
  );
}
