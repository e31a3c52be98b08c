import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session';

export const ONBOARDING_NEEDS_LOGIN = 'Please log in to complete onboarding.';

export function OnboardingPage() {
  const { user } = useSession();
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="md">
        <Title order={1} ta="center">
          Welcome to Hangtime
        </Title>
        {user ? (
          <Text ta="center" c="dimmed">
            Three quick steps and you're ready: your preferences, your free time, your friends.
          </Text>
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {ONBOARDING_NEEDS_LOGIN}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
