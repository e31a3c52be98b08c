import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { ParticipantStatus } from '@hangtime/core/events/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { useAnswerRsvpMutation, type RsvpAnswer } from '../api/answer-rsvp';
import { describeEventsError, eventsScreenMessages } from '../logic/events-messages';
import { getRsvpOptions } from '../logic/rsvp-options';

type RsvpButtonsProps = {
  eventId: string;
  eventTitle: string;
  status: ParticipantStatus;
  size?: 'xs' | 'sm';
  onAnswered?: (status: RsvpAnswer) => void;
};

/** The answers the viewer may give from where they stand (pending: Accept, Maybe, Decline …). */
export function RsvpButtons({ eventId, eventTitle, status, size = 'sm', onAnswered }: RsvpButtonsProps) {
  const answer = useAnswerRsvpMutation();
  const [error, setError] = useState<string | null>(null);

  function handleAnswer(next: RsvpAnswer) {
    setError(null);
    answer.mutate(
      { eventId, status: next },
      {
        onSuccess: () => onAnswered?.(next),
        onError: (failure) => setError(describeEventsError(failure, eventsScreenMessages.rsvpFailed)),
      },
    );
  }

  return (
    <Stack gap="xs">
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Group gap="xs" role="group" aria-label={`Your answer to ${eventTitle}`}>
        {getRsvpOptions(status).map((option) => (
          <Button
            key={option.status}
            size={size}
            color={option.color}
            variant={option.status === 'accepted' ? 'filled' : 'light'}
            loading={answer.isPending && answer.variables.status === option.status}
            disabled={answer.isPending && answer.variables.status !== option.status}
            onClick={() => handleAnswer(option.status)}
          >
            {option.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
