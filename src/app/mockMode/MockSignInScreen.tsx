import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { signInAs, signOut } from '@mocks/browser.ts';
import { DEFAULT_PERSONA_ID, PERSONAS } from '@mocks/personas/index.ts';
import { paths } from '@/config/paths.ts';

/**
 * Mock mode's stand-in for the auth host's sign-in page: logout lands here, and each persona's
 * button signs in as that persona with fresh state.
 */
export function MockSignInScreen() {
  useEffect(() => {
    signOut();
  }, []);

  const choose = (personaId: string) => {
    signInAs(personaId);
    window.location.assign(personaId === 'anonymous' ? paths.signup : paths.profile);
  };

  return (
    <Container size="lg" py="xl" renderRoot={(props) => <main {...props} />}>
      <Stack gap="lg">
        <Title order={1}>Sign in (mock backend)</Title>
        <Alert color="blue" title="You are signed out">
          Choose a persona to sign in with fresh data. Every persona&apos;s password is{' '}
          <Code>correct-horse</Code> and the e-mail change code is <Code>123456</Code>.
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PERSONAS.map((persona) => (
            <Card key={persona.id} withBorder padding="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <div>
                  <Text fw={700}>
                    {persona.title}
                    {persona.id === DEFAULT_PERSONA_ID ? ' (default)' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {persona.description}
                  </Text>
                  {persona.scenarios ? (
                    <Text size="xs" mt={4}>
                      Starts with the scenarios <Code>{persona.scenarios}</Code>
                    </Text>
                  ) : null}
                </div>
                <Button variant="light" onClick={() => choose(persona.id)}>
                  Sign in as {persona.id}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
