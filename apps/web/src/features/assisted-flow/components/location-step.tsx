import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FindLocationsBody, RestaurantLocationView } from '@hangtime/core/places/schemas';
import type { MapOrigin } from '../../places-map';
import { EmptyText, ListSkeleton, LoadError } from '../../../components/list-states';
import { useFindLocationsQuery } from '../api/find-locations';
import { describeSchedulingError } from '../../scheduling';
import { describeFurthest, flowMessages } from '../logic/flow-messages';
import { describeUnplaced } from '../logic/venue-details';
import { VenueMapSlot } from './venue-map-slot';
import { VenueOption } from './venue-option';

type LocationStepProps = {
  request: FindLocationsBody | null;
  selected: RestaurantLocationView | null;
  onSelect: (venue: RestaurantLocationView | null) => void;
  isVideoCall: boolean;
  onVideoCall: () => void;
  /** The person's own place, drawn as "You" beside the venues. */
  origins: MapOrigin[];
};

/** behaviour.md §9: wherever venues appear. */
function Attribution() {
  return (
    <Text size="xs" c="dimmed">
      <Anchor href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" size="xs">
        © OpenStreetMap contributors, ODbL
      </Anchor>
    </Text>
  );
}

/**
 * find-locations' "too_far_apart" (behaviour.md §9): no place suits everyone, so say so in words
 * and offer what still works: hosting (the footer's "I want to host") or a video call.
 */
function TooFarApart({
  furthest,
  isVideoCall,
  onVideoCall,
}: {
  furthest: readonly string[];
  isVideoCall: boolean;
  onVideoCall: () => void;
}) {
  const furthestText = describeFurthest(furthest);
  return (
    <Alert color="orange" variant="light" title={flowMessages.tooFarApartTitle} data-too-far-apart>
      <Stack gap="xs">
        <Text size="sm">
          {flowMessages.tooFarApart}
          {furthestText && ` ${furthestText}`}
        </Text>
        <Text size="sm">{flowMessages.tooFarApartOffer}</Text>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Button
            variant={isVideoCall ? 'filled' : 'light'}
            color="grape.8"
            aria-pressed={isVideoCall}
            onClick={onVideoCall}
          >
            {flowMessages.videoCall}
          </Button>
          <Text size="sm" fw={500} aria-live="polite">
            {isVideoCall ? `Chosen: ${flowMessages.videoCallLocation}` : 'Nothing chosen yet'}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Step 4: the fairest venues for the group, as a list (a radio group) and, when available, a map. */
export function LocationStep({ request, selected, onSelect, isVideoCall, onVideoCall, origins }: LocationStepProps) {
  const locations = useFindLocationsQuery(request);
  if (request === null) return <EmptyText>{flowMessages.selectFriendsToInvite}</EmptyText>;
  if (locations.isPending) return <ListSkeleton label="Finding places" rowHeight={96} rows={3} />;
  if (locations.isError) {
    return (
      <LoadError
        message={describeSchedulingError(locations.error, flowMessages.locationsFailed)}
        onRetry={() => void locations.refetch()}
        isRetrying={locations.isFetching}
      />
    );
  }
  const {
    locations: venues,
    unplaced_participants: unplaced,
    travel_time_source: source,
    reason,
    furthest_participants: furthest,
  } = locations.data;
  const unplacedText = describeUnplaced(unplaced.map((person) => person.first_name));
  const byId = (id: string | null) => venues.find((venue) => venue.id === id) ?? null;
  return (
    <Stack gap="sm">
      {unplacedText && (
        <Alert color="yellow" variant="light">
          {unplacedText}
        </Alert>
      )}
      {reason === 'too_far_apart' ? (
        <TooFarApart
          furthest={furthest.map((person) => person.first_name)}
          isVideoCall={isVideoCall}
          onVideoCall={onVideoCall}
        />
      ) : venues.length === 0 ? (
        <EmptyText>{flowMessages.noVenues}</EmptyText>
      ) : (
        <>
          {/* Before the list, so "Clear" is one Shift+Tab away from the venues for keyboard users. */}
          <Group justify="space-between" gap="xs" mih={30}>
            <Text size="sm" fw={500} aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
              {selected ? `Chosen: ${selected.name}` : 'No place chosen yet'}
            </Text>
            {selected && (
              <Button size="xs" variant="subtle" onClick={() => onSelect(null)}>
                Clear
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Radio.Group
              label="Places"
              description="Sorted by the longest trip, so nobody travels much more than the rest."
              value={selected?.id ?? null}
            >
              <Stack gap="xs" mt="xs">
                {venues.map((venue) => (
                  <VenueOption
                    key={venue.id}
                    venue={venue}
                    isSelected={selected?.id === venue.id}
                    isEstimate={source === 'estimate'}
                    onPress={() => onSelect(venue)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Stack gap="xs" className="assisted-flow-map" style={{ alignSelf: 'start' }}>
              <VenueMapSlot
                venues={venues}
                origins={origins}
                selectedId={selected?.id ?? null}
                onSelect={(id) => onSelect(byId(id))}
              />
            </Stack>
          </SimpleGrid>
        </>
      )}
      <Attribution />
    </Stack>
  );
}
