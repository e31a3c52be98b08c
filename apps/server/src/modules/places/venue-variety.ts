// Hangtime Now!'s venue among equally fair ones (behaviour.md §8, "Varied venues"): two plans in a
// row should not send the same friends to the same place when another is just as fair.

/** Venues whose worst trip is within this many minutes of the fairest's count as equally fair. */
export const EQUALLY_FAIR_MINUTES = 2;

/** How many of the caller's latest events (with a position) count as their recent hangouts. */
export const RECENT_HANGOUTS = 20;

/** Where a recent hangout was, most recent first. */
export type RecentPlace = { latitude: number; longitude: number };

type RankedVenue = { worstMinutes: number; venue: { lat: number; lon: number } };

// The event keeps the venue's own coordinates; this only absorbs floating-point noise.
const SAME_SPOT_DEGREES = 1e-6;

/**
 * From venues ranked fairest first: those within EQUALLY_FAIR_MINUTES of the fairest's worst trip,
 * then among them the least recently used by the caller (a venue never used beats any used one;
 * used ones, the one used longest ago), then a pick by `random` (a number in [0, 1)) among the
 * rest, which are all alike. Null when `ranked` is empty.
 */
export function chooseVariedVenue<T extends RankedVenue>(
  ranked: readonly T[],
  recent: readonly RecentPlace[],
  random: () => number,
): T | null {
  const fairest = ranked[0];
  if (!fairest) return null;
  const equals = ranked.filter((venue) => venue.worstMinutes <= fairest.worstMinutes + EQUALLY_FAIR_MINUTES);
  // How long ago each was used, in events: Infinity for never.
  const age = (venue: T) => {
    const index = recent.findIndex(
      (place) =>
        Math.abs(place.latitude - venue.venue.lat) < SAME_SPOT_DEGREES &&
        Math.abs(place.longitude - venue.venue.lon) < SAME_SPOT_DEGREES,
    );
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const ages = equals.map(age);
  const oldest = Math.max(...ages);
  const freshest = equals.filter((_, index) => ages[index] === oldest);
  const pick = Math.min(freshest.length - 1, Math.floor(random() * freshest.length));
  return freshest[pick]!;
}
