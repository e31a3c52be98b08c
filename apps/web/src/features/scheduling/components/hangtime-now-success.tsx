import type { ReactNode } from 'react';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventView } from '@hangtime/core/events/schemas';
import { AddToCalendar, EventActivity, EventWhen, canAddToCalendar } from '../../events';

type HangtimeNowSuccessProps = {
  event: EventView;
  explanation: string;
  onClose: () => void;
  onViewEvent: (event: EventView) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

/** What Hangtime Now! made: when, with whom, what, where and why; the calendar links; the way to the event. */
export function HangtimeNowSuccess({ event, explanation, onClose, onViewEvent }: HangtimeNowSuccessProps) {
  const invited = event.participants
    .filter((person) => person.role !== 'owner')
    .map((person) => `${person.first_name} ${person.last_name}`.trim());
  const place = [event.location, event.location_address].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {event.title}
      </Title>
      <Stack gap={6}>
        <Detail label="When">
          <EventWhen start={event.start_time} end={event.end_time} allDay={event.all_day} />
        </Detail>
        <Detail label="With">
          <Text size="sm">{invited.length > 0 ? invited.join(', ') : 'Just you'}</Text>
        </Detail>
        {event.activity_category_id !== null && (
          <Detail label="Activity">
            <EventActivity
              categoryId={event.activity_category_id}
              subcategoryId={event.activity_subcategory_id}
              withLabel={false}
            />
          </Detail>
        )}
        {place && (
          <Detail label="Where">
            <Text size="sm">{place}</Text>
          </Detail>
        )}
      </Stack>
      {explanation && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          bg="var(--mantine-color-grape-light)"
          role="group"
          aria-label="Why this plan"
        >
          <Text size="xs" fw={700} tt="uppercase" c="grape" mb={4}>
            Why this plan
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {explanation}
          </Text>
        </Paper>
      )}
      <Text size="sm" c="dimmed">
        Invitations are on their way to your friends.
      </Text>
      {canAddToCalendar(event.category.name) && (
        <>
          <Divider />
          <AddToCalendar event={event} />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => onViewEvent(event)} data-autofocus>
          View Event Details
        </Button>
      </Group>
    </Stack>
  );
}
