// The Leaflet map of step 4: tiles from the server's setting, a marker per venue, and the
// selection in the parent's hands.
import 'leaflet/dist/leaflet.css';
import './venue-map.css';
import { useCallback } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { MapSettings } from '@hangtime/core/places/map-settings';
import { FitToVenues } from './fit-to-venues';
import { attributionHtml } from './tile-attribution';
import type { VenueMapProps } from './venue-map-types';
import { VenueMarker } from './venue-marker';
import { toggleVenue } from './venue-selection';

/** Before the venues are fitted (and when there are none): the whole world. */
const WORLD_CENTRE: [number, number] = [20, 0];

export function VenueMapView({ venues, selectedId, onSelect, tiles }: VenueMapProps & { tiles: MapSettings }) {
  const pressVenue = useCallback((id: string) => onSelect(toggleVenue(selectedId, id)), [onSelect, selectedId]);
  return (
    <div role="region" aria-label="Map of the venues">
      <MapContainer
        className="venue-map"
        center={WORLD_CENTRE}
        zoom={1}
        // Half steps: on a phone's small box a whole step often halves the venues' spread.
        zoomSnap={0.5}
        // Inside a scrolling modal the wheel scrolls the page; the zoom buttons and pinch still zoom.
        scrollWheelZoom={false}
      >
        <TileLayer url={tiles.tile_url} attribution={attributionHtml(tiles)} />
        <FitToVenues venues={venues} />
        {venues.map((venue) => (
          <VenueMarker key={venue.id} venue={venue} isSelected={venue.id === selectedId} onPress={pressVenue} />
        ))}
      </MapContainer>
    </div>
  );
}
