// The venue map of the assisted flow's step 4, loaded on demand (`lazy(() => import(...))`) so
// Leaflet never weighs on the first page. The list beside it stays the complete, accessible view.
import { useCallback, useState } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { useMapSettings } from './api/get-map-settings';
import type { VenueMapProps } from './venue-map-types';
import { VenueMapView } from './venue-map-view';

export const mapTexts = {
  loading: 'Loading map',
  failed: 'The map could not be loaded. Every venue is in the list.',
} as const;

export default function VenueMap(props: VenueMapProps) {
  const settings = useMapSettings();
  // Without its tiles the map is a grey box of unlabelled dots: the same words as without settings.
  const [haveTilesFailed, setHaveTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setHaveTilesFailed(true), []);
  if (settings.isPending) return <Skeleton className="venue-map" aria-label={mapTexts.loading} role="status" />;
  if (settings.isError || haveTilesFailed) return <Alert color="gray">{mapTexts.failed}</Alert>;
  return <VenueMapView {...props} tiles={settings.data} onTilesFailed={onTilesFailed} />;
}
