// Below the organizer's event: who has not answered, "Nudge" (once a day) and "Tell me when N
// people are in" (behaviour.md "Reminders and nudges (issue 26)").
import { useState } from 'react';
import { Alert, Button, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { QUORUM_MAX, QUORUM_MIN, type FollowUpView } from '@hangtime/core/reminders/schemas';
import { ApiError } from '../../../lib/api-client';
import { useFollowUpQuery, useNudgeMutation, useQuorumMutation } from '../api/follow-up';
import { nudgeState, quorumLine, waitingLine } from '../logic/follow-up-text';

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.hasServerMessage ? error.message : fallback;

function QuorumField({ eventId, view }: { eventId: string; view: FollowUpView }) {
  const [value, setValue] = useState<string | number>(view.quorum ?? '');
  const save = useQuorumMutation(eventId);
  const quorum = value === '' ? null : Number(value);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <NumberInput
          label="Tell me when this many people are in (you included)"
          placeholder="Off"
          min={QUORUM_MIN}
          max={QUORUM_MAX}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          loading={save.isPending}
          disabled={quorum === view.quorum}
          onClick={() => save.mutate(quorum)}
        >
          Save
        </Button>
      </Group>
      {save.isError && (
        <Text size="sm" c="red" role="alert">
          {failureText(save.error, 'The number could not be saved. Please try again.')}
        </Text>
      )}
    </Stack>
  );
}

export function EventFollowUp({ eventId }: { eventId: string }) {
  const query = useFollowUpQuery(eventId);
  const nudge = useNudgeMutation(eventId);
  if (query.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading who has answered…
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load who has answered">
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const view = query.data;
  const { canNudge, hint } = nudgeState(view, new Date());
  return (
    <Stack gap="xs" data-testid="event-follow-up">
      <Text size="sm" fw={500}>
        Follow up
      </Text>
      <Text size="sm">{quorumLine(view)}</Text>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
          {waitingLine(view)}
        </Text>
        {view.not_answered.length > 0 && (
          <Button
            size="xs"
            variant="light"
            loading={nudge.isPending}
            disabled={!canNudge}
            onClick={() => nudge.mutate()}
          >
            Nudge
          </Button>
        )}
      </Group>
      {nudge.isSuccess && (
        <Text size="sm" c="teal" role="status">
          {nudge.data.nudged === 1 ? 'Nudged 1 person.' : `Nudged ${nudge.data.nudged} people.`}
        </Text>
      )}
      {!nudge.isSuccess && hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {nudge.isError && (
        <Text size="sm" c="red" role="alert">
          {failureText(nudge.error, 'The nudge could not be sent. Please try again.')}
        </Text>
      )}
      <QuorumField key={view.quorum ?? 'off'} eventId={eventId} view={view} />
    </Stack>
  );
}
