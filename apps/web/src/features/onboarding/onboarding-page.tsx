import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session';
import { OnboardingFlow } from './components/onboarding-flow';
import { onboardingMessages } from './logic/onboarding-messages';

/** /onboarding (accounts-and-shell §2): three steps, without the navigation bar. */
export function OnboardingPage() {
  const { user } = useSession();
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Title order={1} ta="center">
            Welcome to Hangtime
          </Title>
          {user && (
            <Text ta="center" c="dimmed">
              Three quick steps and you're ready: your preferences, your free time, your friends.
            </Text>
          )}
        </Stack>
        {user ? (
          <OnboardingFlow />
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {onboardingMessages.needsLogin}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
