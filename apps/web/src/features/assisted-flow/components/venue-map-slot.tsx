// The map beside the venue list: i15-map's `VenueMap` (features/places-map/venue-map.tsx), loaded
// only when step 4 shows and only if that module exists. The list works without it, so a build
// without the map (or a map that fails to load) simply shows the list alone.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';

export type VenueMapProps = {
  venues: { id: string; name: string; latitude: number; longitude: number }[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

// A glob, not a plain import(): it resolves to nothing while the map's module is absent, and to
// its own lazily loaded chunk once it is there (never part of the first page's JavaScript).
const mapModules = import.meta.glob<{ default: ComponentType<VenueMapProps> }>('../../places-map/venue-map.tsx');
const loadMap = Object.values(mapModules)[0];
const LazyVenueMap = loadMap ? lazy(loadMap) : null;

/** A failed map chunk leaves the list on its own instead of breaking the step. */
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
  if (!LazyVenueMap || props.venues.length === 0) return null;
  return (
    <WithoutMapOnError>
      <Suspense fallback={<Skeleton height={240} radius="md" aria-label="Loading map" />}>
        <LazyVenueMap {...props} />
      </Suspense>
    </WithoutMapOnError>
  );
}
