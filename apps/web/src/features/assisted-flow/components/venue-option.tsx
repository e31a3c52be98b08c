import { Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { RestaurantLocationView } from '@hangtime/core/places/schemas';
import { describeAccessibility, describeTravel, isWorstTrip } from '../logic/venue-details';

type VenueOptionProps = {
  venue: RestaurantLocationView;
  isSelected: boolean;
  isEstimate: boolean;
  /** Pressed while chosen, it unselects (spec: the location "can be unselected"). */
  onPress: () => void;
};

/** One venue of step 4: a radio whose label is its name, with what it serves, where, and everyone's trip. */
export function VenueOption({ venue, isSelected, isEstimate, onPress }: VenueOptionProps) {
  const accessibility = describeAccessibility(venue.accessibility_score);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bd={isSelected ? '2px solid var(--mantine-color-grape-7)' : undefined}
      data-venue-id={venue.id}
      data-venue-name={venue.name}
    >
      <Radio
        value={venue.id}
        onClick={onPress}
        label={venue.name}
        styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' }, body: { alignItems: 'flex-start' } }}
        description={
          <Stack gap={4} component="span" mt={2}>
            {venue.subtypes.length > 0 && (
              <Text size="sm" component="span">
                {venue.subtypes.join(' · ')}
              </Text>
            )}
            {venue.address && (
              <Text size="sm" c="dimmed" component="span" style={{ overflowWrap: 'anywhere' }}>
                {venue.address}
              </Text>
            )}
            {venue.travel_times.length > 0 && (
              <Group gap={6} component="span" wrap="wrap">
                {venue.travel_times.map((trip) =>
                  isWorstTrip(venue, trip) ? (
                    <Text key={trip.user_id} size="sm" component="span" fw={700} c="orange">
                      {describeTravel(trip)} (longest)
                    </Text>
                  ) : (
                    <Text key={trip.user_id} size="sm" component="span">
                      {describeTravel(trip)}
                    </Text>
                  ),
                )}
                {isEstimate && (
                  <Badge size="xs" variant="light" color="gray" component="span">
                    estimate
                  </Badge>
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed" component="span">
              {[accessibility, venue.opening_hours ? `Hours: ${venue.opening_hours}` : 'Hours unknown']
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {venue.is_host_location && (
              <Badge size="sm" variant="light" component="span">
                Host’s home
              </Badge>
            )}
            {venue.alternative_reason && (
              <Text size="sm" c="orange" fs="italic" component="span" data-alternative-reason>
                {venue.alternative_reason}
              </Text>
            )}
          </Stack>
        }
      />
    </Paper>
  );
}
