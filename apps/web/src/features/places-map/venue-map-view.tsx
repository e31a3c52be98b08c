// The Leaflet map of step 4: tiles from the server's setting, a marker per venue, the viewer's own
// place when known, and the selection in the parent's hands. Tiles that never come (offline, the
// tile server blocked) are reported to the parent, which says so in words.
import 'leaflet/dist/leaflet.css';
import './venue-map.css';
import { useCallback, useMemo } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { MapSettings } from '@hangtime/core/places/map-settings';
import { FitToVenues } from './fit-to-venues';
import { OriginMarker } from './origin-marker';
import { createTileWatch } from './tile-watch';
import { attributionHtml } from './tile-attribution';
import type { VenueMapProps } from './venue-map-types';
import { VenueMarker } from './venue-marker';
import { toggleVenue } from './venue-selection';

/** Before the venues are fitted (and when there are none): the whole world. */
const WORLD_CENTRE: [number, number] = [20, 0];

type VenueMapViewProps = VenueMapProps & { tiles: MapSettings; onTilesFailed(): void };

export function VenueMapView({ venues, origins = [], selectedId, onSelect, tiles, onTilesFailed }: VenueMapViewProps) {
  const pressVenue = useCallback((id: string) => onSelect(toggleVenue(selectedId, id)), [onSelect, selectedId]);
  const tileEvents = useMemo(() => createTileWatch(onTilesFailed), [onTilesFailed]);
  const places = useMemo(() => [...venues, ...origins], [venues, origins]);
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
        <TileLayer url={tiles.tile_url} attribution={attributionHtml(tiles)} eventHandlers={tileEvents} />
        <FitToVenues venues={places} />
        {origins.map((origin) => (
          <OriginMarker key={origin.id} origin={origin} />
        ))}
        {venues.map((venue) => (
          <VenueMarker key={venue.id} venue={venue} isSelected={venue.id === selectedId} onPress={pressVenue} />
        ))}
      </MapContainer>
    </div>
  );
}
