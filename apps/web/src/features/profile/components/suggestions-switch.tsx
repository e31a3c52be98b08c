import { useState } from 'react';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { User } from '@hangtime/core/auth/user';
import { ErrorAlert } from '../../../components/status-alerts';
import { useUpdateProfileMutation } from '../api/update-profile';
import { resolveProfileFailure, SAVE_PROFILE_FAILED } from '../logic/profile-failure';

/**
 * The weekly suggestions switch (behaviour.md §8): on, Hangtime plans one hangout a week and
 * keeps it for the person to send or reject. Saved at once; a failure puts the switch back.
 */
export function SuggestionsSwitch({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(user.suggestions_enabled);

  function toggle(enabled: boolean) {
    setShown(enabled);
    setError(null);
    update.mutate(
      { first_name: user.first_name, last_name: user.last_name, email: user.email, suggestions_enabled: enabled },
      {
        onError: (failure) => {
          setShown(!enabled);
          setError(resolveProfileFailure(failure).message ?? SAVE_PROFILE_FAILED);
        },
      },
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="suggestions-heading"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="suggestions-heading">
          Hangout suggestions
        </Title>
        <Switch
          checked={shown}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={update.isPending}
          label="Suggest a hangout each week"
          aria-describedby="suggestions-description"
        />
        {/* Outside the switch's label, which Mantine would otherwise make part of its name. */}
        <Text size="sm" c="dimmed" id="suggestions-description">
          Once a week Hangtime plans a time with friends who are free. Nothing is sent until you choose “Create Event
          &amp; Send Invitations”.
        </Text>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {!shown && (
          <Text size="sm" c="dimmed">
            Suggestions are off. You can still use Hangtime Now! whenever you like.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
