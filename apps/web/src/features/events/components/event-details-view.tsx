import { useState } from 'react';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { EventView, ParticipantStatus } from '@hangtime/core/events/schemas';
import { RegularHangout } from '../../regulars';
import { EventFollowUp } from '../../reminders';
import { canAddToCalendar } from '../logic/save-target';
import { AddToCalendar } from './add-to-calendar';
import { EventActivity } from './event-activity';
import { EventPlace } from './event-place';
import { EventWhen } from './event-when';
import { ParticipantList } from './participant-list';
import { ReconfirmChanges } from './reconfirm-changes';
import { RemoveEventButton } from './remove-event-button';
import { RsvpButtons } from './rsvp-buttons';
import { StatusBadge } from './status-badge';

type EventDetailsViewProps = {
  event: EventView;
  viewerId: string | undefined;
  /** The organizer's way to the edit form; without it the viewer is an invitee and answers. */
  onEdit?: () => void;
  onRemoved: () => void;
};

/**
 * An event's details, read-only for everyone (issue 23): when (in the profile's zone), where,
 * what, who comes and what each answered. The organizer gets "Edit" (the form), an invitee their
 * answer and the moves open to them.
 */
export function EventDetailsView({ event, viewerId, onEdit, onRemoved }: EventDetailsViewProps) {
  // The answer just given shows at once; the lists behind the modal refetch on their own.
  const [status, setStatus] = useState<ParticipantStatus>(event.participant_status);
  const isOrganizer = onEdit !== undefined;
  const participants = event.participants.map((person) =>
    person.user_id === viewerId ? { ...person, status } : person,
  );
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          {/* A dot of the category's colour beside text in the page's own: a category's colour may be any
              hex, which as text on its own tint reads under 4.5:1, and worse in dark. */}
          <Badge color={event.category.color || 'gray'} variant="dot">
            {event.category.name}
          </Badge>
          {!isOrganizer && event.needs_reconfirm && (
            <Badge color="orange" variant="light">
              Updated: please reconfirm
            </Badge>
          )}
        </Group>
        {onEdit && (
          <Button size="xs" variant="light" onClick={onEdit}>
            Edit
          </Button>
        )}
      </Group>
      {!isOrganizer && event.needs_reconfirm && status === 'tentative' && (
        <ReconfirmChanges changes={event.reconfirm_changes} />
      )}
      <Stack gap={6}>
        <EventWhen start={event.start_time} end={event.end_time} allDay={event.all_day} />
        <EventPlace event={event} />
        {event.activity_category_id !== null && (
          <EventActivity categoryId={event.activity_category_id} subcategoryId={event.activity_subcategory_id} />
        )}
        <Text size="sm" c="dimmed">
          Organized by {`${event.creator.first_name} ${event.creator.last_name}`.trim()}
        </Text>
      </Stack>
      {event.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.description}
        </Text>
      )}
      {!isOrganizer && (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Your answer
            </Text>
            <StatusBadge status={status} />
          </Group>
          <RsvpButtons eventId={event.id} eventTitle={event.title} status={status} onAnswered={setStatus} />
        </Stack>
      )}
      <ParticipantList participants={participants} />
      {/* The organizer's tools for a hangout with friends on it: the only fields of the details. */}
      {isOrganizer && event.status === 'active' && participants.length > 1 && (
        <Stack gap="md" data-organizer-tools>
          <EventFollowUp eventId={event.id} />
          <RegularHangout eventId={event.id} />
        </Stack>
      )}
      {!isOrganizer && status !== 'declined' && (
        <RemoveEventButton event={event} isOrganizer={false} onRemoved={onRemoved} />
      )}
      {canAddToCalendar(event.category.name) && (
        <>
          <Divider />
          <AddToCalendar event={event} />
        </>
      )}
    </Stack>
  );
}
