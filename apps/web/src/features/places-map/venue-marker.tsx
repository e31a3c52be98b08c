import { useMemo } from 'react';
import type { LeafletEventHandlerFnMap, LeafletKeyboardEvent } from 'leaflet';
import { Marker } from 'react-leaflet';
import { createVenueIcon } from './venue-icon';
import type { MapVenue } from './venue-map-types';
import { isPressKey } from './venue-selection';

type VenueMarkerProps = { venue: MapVenue; isSelected: boolean; onPress(id: string): void };

export function VenueMarker({ venue, isSelected, onPress }: VenueMarkerProps) {
  const icon = useMemo(() => createVenueIcon(venue.name, isSelected), [venue.name, isSelected]);
  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => onPress(venue.id),
      // Leaflet makes the marker focusable but leaves pressing it to us.
      keydown: (event: LeafletKeyboardEvent) => {
        if (!isPressKey(event.originalEvent.key)) return;
        event.originalEvent.preventDefault();
        onPress(venue.id);
      },
    }),
    [onPress, venue.id],
  );
  return (
    <Marker
      position={[venue.latitude, venue.longitude]}
      icon={icon}
      title={venue.name}
      zIndexOffset={isSelected ? 1000 : 0}
      eventHandlers={eventHandlers}
    />
  );
}
