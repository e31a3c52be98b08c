import { Stack } from '@mantine/core';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { LocationRow } from './location-row';

type SavedLocationsListProps = {
  locations: SavedLocation[];
  onEdit: (location: SavedLocation) => void;
  onDelete: (location: SavedLocation) => void;
  onMakeDefault: (location: SavedLocation) => void;
  /** The location being made the default now, if any. */
  defaultingId: string | null;
  isBusy: boolean;
};

/** The saved locations as a plain list that keeps its list semantics in screen readers. */
export function SavedLocationsList(props: SavedLocationsListProps) {
  const { locations, defaultingId, ...actions } = props;
  return (
    <Stack
      component="ul"
      role="list"
      aria-label="Saved locations"
      gap={0}
      m={0}
      p={0}
      // Long names and addresses wrap instead of widening the page past a phone's screen.
      style={{ listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      {locations.map((location) => (
        <LocationRow
          key={location.id}
          location={location}
          isMakingDefault={defaultingId === location.id}
          {...actions}
        />
      ))}
    </Stack>
  );
}
