// How a venue's facts read in the list (behaviour.md §9's fields), as plain words.
import type { RestaurantLocationView, TravelMode, TravelTimeView } from '@hangtime/core/places/schemas';
import { formatDuration } from '@hangtime/core/time/durations';
import { joinWithAnd } from '../../../lib/join-with-and';

const modeWords: Record<TravelMode, string> = {
  car: 'by car',
  rideshare: 'by rideshare',
  public_transit: 'by transit',
  biking: 'by bike',
  walking: 'on foot',
};

/** "Ana: 12 min by car", "Ana: 1 h 5 min by car": hours and minutes, never a count of minutes. */
export function describeTravel(trip: TravelTimeView): string {
  return `${trip.first_name}: ${formatDuration(trip.minutes)} ${modeWords[trip.mode]}`;
}

/** The trip that sets the venue's fairness (the longest), marked in the list. */
export function isWorstTrip(venue: RestaurantLocationView, trip: TravelTimeView): boolean {
  return venue.travel_time_minutes !== null && trip.minutes === venue.travel_time_minutes;
}

/** OSM `wheelchair` as a score (yes 1, limited 0.5, no 0); null says nothing. */
export function describeAccessibility(score: number | null): string | null {
  if (score === null) return null;
  if (score >= 1) return 'Wheelchair accessible';
  if (score > 0) return 'Partly wheelchair accessible';
  return 'Not wheelchair accessible';
}

/** Who has no place to start from for this time, so their travel is left out of the ranking. */
export function describeUnplaced(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const verb = names.length === 1 ? 'has' : 'have';
  return `${joinWithAnd(names)} ${verb} no saved location for this time, so travel times leave them out.`;
}
