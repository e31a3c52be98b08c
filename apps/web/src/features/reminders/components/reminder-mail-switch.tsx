import { useState } from 'react';
import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/list-states';
import { ErrorAlert } from '../../../components/status-alerts';
import { useReminderSettingsQuery, useSaveReminderSettingsMutation } from '../api/settings';

export const REMINDER_SETTINGS_LOAD_FAILED = 'Failed to load your reminder settings';
export const REMINDER_SETTINGS_SAVE_FAILED = 'Could not save your reminder settings. Try again.';

/**
 * "Reminders and nudges by email" (docs/behaviour.md, Reminders and nudges): the bell shows them
 * either way. Saved at once; a failure puts the switch back and says so.
 */
export function ReminderMailSwitch() {
  const settings = useReminderSettingsQuery();
  const save = useSaveReminderSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  // What the person last chose while its save is on its way; the server's answer otherwise.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? settings.data?.emails_enabled ?? false;

  function toggle(enabled: boolean) {
    setChosen(enabled);
    setError(null);
    save.mutate(enabled, {
      onError: () => setError(REMINDER_SETTINGS_SAVE_FAILED),
      onSettled: () => setChosen(null),
    });
  }

  return (
    <Paper
      component="section"
      aria-labelledby="reminder-mail-heading"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reminder-mail-heading">
          Reminders and nudges
        </Title>
        {settings.data ? (
          <Switch
            checked={shown}
            onChange={(event) => toggle(event.currentTarget.checked)}
            disabled={save.isPending}
            label="Reminders and nudges by email"
            aria-describedby="reminder-mail-description"
          />
        ) : settings.isError ? (
          <LoadError
            message={REMINDER_SETTINGS_LOAD_FAILED}
            onRetry={() => void settings.refetch()}
            isRetrying={settings.isFetching}
          />
        ) : (
          <Skeleton height={24} width={260} radius="xl" aria-label="Loading your reminder settings" role="status" />
        )}
        <Text size="sm" c="dimmed" id="reminder-mail-description">
          A day and an hour before a hangout you said yes to, and when an invitation is waiting for your answer. The
          bell shows them either way.
        </Text>
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </Stack>
    </Paper>
  );
}
