import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** /signup: open to anonymous visitors and to signed-in users without a subscription. */
export function SignupScreen() {
  return (
    <Container size="md" py="xl" renderRoot={(props) => <main {...props} />}>
      <Stack gap="xl">
        <Group gap="sm">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <div>
            <Title order={1}>Subscribe to Reason+</Title>
            <Text c="dimmed">Every Reason+ instrument, effect and Refill, always up to date.</Text>
          </div>
        </Group>
        <Outlet />
      </Stack>
    </Container>
  );
}
