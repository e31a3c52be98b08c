import { useRef, useState } from 'react';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { User } from '@hangtime/core/auth/user';
import { ErrorAlert } from '../../../components/status-alerts';
import { useUpdateProfileMutation } from '../api/update-profile';
import { SAVE_PROFILE_FAILED } from '../logic/save-profile-failed';

/**
 * What a failed save tells the person. The rules that read the failure load only then: they name
 * core's profile messages, whose module brings the phone rules (libphonenumber) along, which the
 * profile's first screen does not otherwise need.
 */
async function describeSaveFailure(failure: unknown): Promise<string> {
  try {
    const { resolveProfileFailure } = await import('../logic/profile-failure');
    return resolveProfileFailure(failure).message ?? SAVE_PROFILE_FAILED;
  } catch {
    return SAVE_PROFILE_FAILED;
  }
}

/**
 * The weekly suggestions switch (behaviour.md §8): on, Hangtime plans one hangout a week and
 * keeps it for the person to send or reject. Saved at once; a failure puts the switch back.
 */
export function SuggestionsSwitch({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(user.suggestions_enabled);
  // A failure's words come a moment later; a press made meanwhile wins over them.
  const lastToggle = useRef(0);

  function toggle(enabled: boolean) {
    const thisToggle = ++lastToggle.current;
    setShown(enabled);
    setError(null);
    update.mutate(
      { first_name: user.first_name, last_name: user.last_name, email: user.email, suggestions_enabled: enabled },
      {
        onError: (failure) => {
          setShown(!enabled);
          void describeSaveFailure(failure).then((message) => {
            if (lastToggle.current === thisToggle) setError(message);
          });
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
