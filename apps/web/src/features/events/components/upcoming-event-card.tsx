import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatEventPlace } from '@hangtime/core/events/place';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { getUrgencyBadge } from '../logic/urgency';
import { formatEventWhen } from './event-when';
import { ActivityIcon } from './activity-icon';
import { useProfileTimeZone } from './use-profile-time-zone';
import { StatusBadge } from './status-badge';

type UpcomingEventCardProps = { event: EventSummaryView; now: Date; onOpen: (event: EventSummaryView) => void };

/** One upcoming event as a button: what, when (Today/Tomorrow), where, your answer, how soon. */
export function UpcomingEventCard({ event, now, onOpen }: UpcomingEventCardProps) {
  const timeZone = useProfileTimeZone();
  const urgency = getUrgencyBadge(event.start_time, now, timeZone);
  const place = formatEventPlace(event);
  const creator = `${event.creator.first_name} ${event.creator.last_name}`.trim();
  return (
    <Card
      component="button"
      type="button"
      withBorder
      padding="md"
      radius="md"
      onClick={() => onOpen(event)}
      style={{ textAlign: 'left', width: '100%', cursor: 'pointer', font: 'inherit' }}
      data-testid="upcoming-event-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" align="center">
            <ActivityIcon categoryId={event.activity_category_id} size={16} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {urgency && (
              <Badge color={urgency.color} variant="filled" size="sm">
                {urgency.label}
              </Badge>
            )}
            <StatusBadge status={event.participant_status} />
          </Group>
        </Group>
        <Text size="sm">{formatEventWhen(event.start_time, event.end_time, event.all_day, now, timeZone)}</Text>
        {place && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {`${event.category.name} · Organized by ${creator}`}
        </Text>
      </Stack>
    </Card>
  );
}
