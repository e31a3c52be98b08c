// The map beside the venue list: the places-map feature's `VenueMap`, in its own chunk fetched
// only when step 4 shows venues (Leaflet never reaches the first page). The list is the complete
// view: a map chunk that fails to load leaves the list on its own instead of breaking the step.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { loadVenueMap, type VenueMapProps } from '../../places-map';

const VenueMap = lazy(loadVenueMap);

class WithoutMapOnError extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

export function VenueMapSlot(props: VenueMapProps) {
  if (props.venues.length === 0) return null;
  return (
    <WithoutMapOnError>
      <Suspense fallback={<Skeleton height={240} radius="md" aria-label="Loading map" role="status" />}>
        <VenueMap {...props} />
      </Suspense>
    </WithoutMapOnError>
  );
}
