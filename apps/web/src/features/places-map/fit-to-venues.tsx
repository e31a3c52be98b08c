import { useEffect } from 'react';
import { latLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import type { MapVenue } from './venue-map-types';

/** Close enough to see the streets around a single venue, no closer. */
const MAX_FIT_ZOOM = 16;

/**
 * Keeps every venue (and the viewer's own place, when shown) in view: when the list changes, and
 * when the map's box changes size (a modal that grows as it opens, a phone turned), which Leaflet
 * does not notice by itself.
 */
export function FitToVenues({ venues }: { venues: Pick<MapVenue, 'latitude' | 'longitude'>[] }) {
  const map = useMap();
  const positions = venues.map((venue) => `${venue.latitude},${venue.longitude}`).join(' ');

  useEffect(() => {
    const points = positions ? positions.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]) : [];
    const fit = () => {
      if (points.length === 0) return;
      map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: MAX_FIT_ZOOM });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, positions]);

  return null;
}
