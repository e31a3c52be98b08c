import { useState } from 'react';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { EventView, ParticipantStatus } from '@hangtime/core/events/schemas';
import { canAddToCalendar } from '../logic/save-target';
import { AddToCalendar } from './add-to-calendar';
import { EventActivity } from './event-activity';
import { EventWhen } from './event-when';
import { ParticipantList } from './participant-list';
import { ReconfirmChanges } from './reconfirm-changes';
import { RemoveEventButton } from './remove-event-button';
import { RsvpButtons } from './rsvp-buttons';
import { StatusBadge } from './status-badge';

type ParticipantEventViewProps = { event: EventView; viewerId: string | undefined; onRemoved: () => void };

/** An invitee's view: the details read-only, their answer and the moves open to them, who comes. */
export function ParticipantEventView({ event, viewerId, onRemoved }: ParticipantEventViewProps) {
  // The answer just given shows at once; the lists behind the modal refetch on their own.
  const [status, setStatus] = useState<ParticipantStatus>(event.participant_status);
  const participants = event.participants.map((person) =>
    person.user_id === viewerId ? { ...person, status } : person,
  );
  const place = [event.location, event.location_address].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={event.category.color || 'gray'} variant="light">
          {event.category.name}
        </Badge>
        {event.needs_reconfirm && (
          <Badge color="orange" variant="light">
            Updated: please reconfirm
          </Badge>
        )}
      </Group>
      {event.needs_reconfirm && status === 'tentative' && <ReconfirmChanges changes={event.reconfirm_changes} />}
      <Stack gap={4}>
        <EventWhen start={event.start_time} end={event.end_time} allDay={event.all_day} />
        {place && <Text size="sm">{place}</Text>}
        {event.activity_category_id !== null && (
          <EventActivity categoryId={event.activity_category_id} subcategoryId={event.activity_subcategory_id} />
        )}
        <Text size="sm" c="dimmed">
          Organized by {`${event.creator.first_name} ${event.creator.last_name}`.trim()}
        </Text>
      </Stack>
      {event.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.description}
        </Text>
      )}
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            Your answer
          </Text>
          <StatusBadge status={status} />
        </Group>
        <RsvpButtons eventId={event.id} eventTitle={event.title} status={status} onAnswered={setStatus} />
      </Stack>
      <ParticipantList participants={participants} />
      {status !== 'declined' && <RemoveEventButton event={event} isOrganizer={false} onRemoved={onRemoved} />}
      {canAddToCalendar(event.category.name) && (
        <>
          <Divider />
          <AddToCalendar event={event} />
        </>
      )}
    </Stack>
  );
}
