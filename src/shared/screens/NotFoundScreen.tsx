import { Trans } from '@lingui/react/macro';
import { Anchor, Center, Stack, Title } from '@mantine/core';
import { Link } from '@/shared/ui/Link.tsx';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths } from '@/config/paths.ts';

export function NotFoundScreen() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{MESSAGES.notFound}</Title>
        <Anchor component={Link} to={paths.profile}>
          <Trans>Go to your account</Trans>
        </Anchor>
      </Stack>
    </Center>
  );
}
