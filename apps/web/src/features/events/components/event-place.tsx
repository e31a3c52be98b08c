import { Anchor, Group, Stack, Text } from '@mantine/core';
import { describeEventPlace, type EventPlaceFields } from '@hangtime/core/events/place';
import { MapPinIcon } from '../../../components/icons';

type EventPlaceProps = { event: EventPlaceFields & { title: string }; compact?: boolean };

/**
 * Where an event is: the place's name, its address (or "near 40.7128, -74.0060" for a venue
 * without one) and a map link; nothing for an event without a place. `compact`: one small line,
 * for invitation cards.
 */
export function EventPlace({ event, compact = false }: EventPlaceProps) {
  const place = describeEventPlace(event);
  if (!place) return null;
  const size = compact ? 'xs' : 'sm';
  const map = place.mapUrl && (
    <Anchor
      href={place.mapUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      aria-label={`Map of ${place.name ?? event.title} (opens in a new tab)`}
    >
      Map
    </Anchor>
  );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" aria-label="Where" role="group">
      <MapPinIcon size={compact ? 14 : 16} style={{ flexShrink: 0, marginTop: compact ? 1 : 2 }} />
      {compact ? (
        <Text size={size} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {[place.name, place.line].filter(Boolean).join(' · ')} {map}
        </Text>
      ) : (
        <Stack gap={0} style={{ minWidth: 0 }}>
          {place.name && (
            <Text size={size} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {place.name}
            </Text>
          )}
          {place.line && (
            <Text size={size} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {place.line}
            </Text>
          )}
          {map}
        </Stack>
      )}
    </Group>
  );
}
