import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/status-alerts';
import { useRemoveEventMutation } from '../api/remove-event';
import { describeEventsError, eventsScreenMessages } from '../logic/events-messages';

type RemoveEventButtonProps = {
  event: EventSummaryView;
  isOrganizer: boolean;
  onRemoved: () => void;
  disabled?: boolean;
};

/** The organizer's Delete, or a participant's "Cancel Event" (they leave: declined); both ask first. */
export function RemoveEventButton({ event, isOrganizer, onRemoved, disabled }: RemoveEventButtonProps) {
  const remove = useRemoveEventMutation();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = isOrganizer ? 'Delete Event' : 'Cancel Event';

  function handleConfirm() {
    setError(null);
    remove.mutate(
      { id: event.id, isOrganizer },
      {
        onSuccess: () => {
          setConfirmOpen(false);
          onRemoved();
        },
        onError: (failure) => {
          setConfirmOpen(false);
          setError(describeEventsError(failure, eventsScreenMessages.removeFailed));
        },
      },
    );
  }

  return (
    <Stack gap="xs" align="flex-start">
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button color="red" variant="light" onClick={() => setConfirmOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={isOrganizer ? `Delete “${event.title}”?` : `Leave “${event.title}”?`}
        confirmLabel={label}
        cancelLabel={isOrganizer ? 'Keep Event' : 'Stay'}
        isConfirming={remove.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setConfirmOpen(false)}
        returnFocus={false}
      >
        {isOrganizer
          ? 'If others have accepted, the event goes on without you; otherwise it is cancelled and everyone is told.'
          : 'Your answer becomes Declined and the event leaves your calendar.'}
      </ConfirmDialog>
    </Stack>
  );
}
