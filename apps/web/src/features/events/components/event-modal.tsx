import { memo, useState, type ReactNode } from 'react';
import { Modal } from '@mantine/core';
import type { EventSummaryView, EventView } from '@hangtime/core/events/schemas';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { useSession } from '../../../lib/session';
import { useCategoriesQuery } from '../api/get-categories';
import { useEventQuery } from '../api/get-event';
import { describeEventsError, eventsScreenMessages } from '../logic/events-messages';
import { getSaveTarget } from '../logic/save-target';
import { EventForm } from './event-form';
import { EventDetailsView } from './event-details-view';

export type EventModalOutcome = 'saved' | 'removed';

export type EventModalProps = {
  opened: boolean;
  onClose: () => void;
  /**
   * The event to show (its details; the organizer's "Edit" opens the form, an invitee answers);
   * none to create one. An instance from a range read has no participant list: the modal reads it first.
   */
  event?: EventSummaryView | EventView;
  /** A new event's start, e.g. the day whose "+" was pressed (a midnight start becomes 9:00). */
  initialStart?: Date;
  /**
   * After a save ('saved'), a delete or leaving ('removed'); the modal closes itself as well.
   * `message` says what a save stored when that is more than "added" (working hours name their days).
   */
  onSaved?: (outcome: EventModalOutcome, message?: string) => void;
};

/**
 * The event modal (spec §2, §5): an event opens on its details, read-only (issue 23: "View Event
 * Details" opened a form); the organizer's "Edit" turns them into the form, whose Cancel comes back.
 * Without an event it is the create form. Memoised: the calendar page re-renders for every query that settles.
 */
export const EventModal = memo(function EventModal({ opened, onClose, event, initialStart, onSaved }: EventModalProps) {
  const { user } = useSession();
  const isOrganizer = !event || event.created_by === user?.id;
  const [isEditing, setEditing] = useState(false);
  // Every opening starts on the details (state adjusted while rendering, so no frame shows the form).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setEditing(false);
  }
  const title = !event ? 'Create Event' : isOrganizer && isEditing ? 'Edit Event' : event.title;

  function handleDone(outcome: EventModalOutcome = 'saved', message?: string) {
    onSaved?.(outcome, message);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
    >
      {/* Mounted per opening: every editor starts from fresh values. */}
      {opened &&
        (event ? (
          <WithParticipants key={`${event.id}|${event.instance_start}`} event={event}>
            {(full) =>
              isOrganizer && isEditing ? (
                <EventEditor
                  event={full}
                  onCancel={() => setEditing(false)}
                  onDone={(outcome, message) => handleDone(outcome, message)}
                />
              ) : (
                <EventDetailsView
                  event={full}
                  viewerId={user?.id}
                  onEdit={isOrganizer ? () => setEditing(true) : undefined}
                  onRemoved={() => handleDone('removed')}
                />
              )
            }
          </WithParticipants>
        ) : (
          <EventEditor
            initialStart={initialStart}
            onCancel={onClose}
            onDone={(_outcome, message) => handleDone('saved', message)}
          />
        ))}
    </Modal>
  );
});

function hasParticipants(event: EventSummaryView | EventView): event is EventView {
  return 'participants' in event;
}

type WithParticipantsProps = { event: EventSummaryView | EventView; children: (event: EventView) => ReactNode };

/** Shows `children` with the event's participant list, read from the server when it was not in hand. */
function WithParticipants({ event, children }: WithParticipantsProps) {
  const inHand = hasParticipants(event);
  const details = useEventQuery(event.id, !inHand);
  if (inHand) return children(event);
  // Once read, the form stays up: a failed refetch behind it must not replace what is being edited.
  // The instance clicked keeps its own times; who takes part, and what changed since the viewer answered, are the event's.
  if (details.data)
    return children({
      ...event,
      participants: details.data.participants,
      reconfirm_changes: details.data.reconfirm_changes,
    });
  if (details.isError) {
    return (
      <LoadError
        message={describeEventsError(details.error, eventsScreenMessages.loadFailed)}
        onRetry={() => void details.refetch()}
        isRetrying={details.isFetching}
      />
    );
  }
  return <ListSkeleton label="Loading event" rows={3} rowHeight={56} />;
}

type EventEditorProps = {
  event?: EventView;
  initialStart?: Date;
  onCancel: () => void;
  onDone: (outcome?: 'removed', message?: string) => void;
};

/** The form once the categories are in; an edit offers only the categories that stay events. */
function EventEditor({ event, initialStart, onCancel, onDone }: EventEditorProps) {
  const categories = useCategoriesQuery();
  // The form takes its times in the profile's zone, read once as it opens: it waits for the profile.
  const isProfileLoading = useSession().status === 'loading';
  if (categories.isPending || isProfileLoading)
    return <ListSkeleton label="Loading event form" rows={3} rowHeight={56} />;
  if (categories.isError) {
    return (
      <LoadError
        message={eventsScreenMessages.categoriesFailed}
        onRetry={() => void categories.refetch()}
        isRetrying={categories.isFetching}
      />
    );
  }
  const offered = event
    ? categories.data.filter((category) => getSaveTarget(category.name) === 'event')
    : categories.data;
  return (
    <EventForm categories={offered} event={event} initialStart={initialStart} onCancel={onCancel} onDone={onDone} />
  );
}
