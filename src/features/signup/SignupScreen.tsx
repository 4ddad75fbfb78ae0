import { Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** /signup: open to anonymous visitors and to signed-in users without a current subscription. */
export function SignupScreen() {
  return (
    <Container size="md" py="xl">
      <Outlet />
    </Container>
  );
}
