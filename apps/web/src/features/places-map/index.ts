// The venue map: loaded on demand by the screens that show venues (Leaflet stays out of every
// first download).
export type { MapOrigin, MapVenue, VenueMapProps } from './venue-map-types';
export const loadVenueMap = () => import('./venue-map');
