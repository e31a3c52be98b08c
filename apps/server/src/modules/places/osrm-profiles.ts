// Which OSRM profile routes each travel mode. Public transit has none: OSRM routes vehicles and
// people on foot, not timetables, so its time stays the estimate's.
import type { TravelMode } from '@hangtime/core/places/schemas';

export type OsrmProfile = 'driving' | 'cycling' | 'foot';

const profileOfMode: Record<TravelMode, OsrmProfile | null> = {
  car: 'driving',
  // A rideshare drives the same roads as a car; the wait for pickup is not in a routed time.
  rideshare: 'driving',
  biking: 'cycling',
  walking: 'foot',
  public_transit: null,
};

export function osrmProfileOf(mode: TravelMode): OsrmProfile | null {
  return profileOfMode[mode];
}
