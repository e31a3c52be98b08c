// The title of a hangout Hangtime Now! plans (behaviour.md §8). A plan is never titled after an
// activity it does not offer: "Hangtime: Cocktail bars" at someone's flat, or with no place yet,
// would promise a bar nobody booked.
import type { HangoutPlace } from './place';

/**
 * "Hangtime: {venue}" at a venue; "Hangtime: {activity}" when the activity needs no venue (board
 * games, wherever they happen); otherwise "Hangtime at {host}’s" when the caller hosts, and a plain
 * "Hangtime" while the place is to be decided.
 */
export function titleFor(place: HangoutPlace, activity: { name: string } | null, hostFirstName: string): string {
  if (place.kind === 'venue') return `Hangtime: ${place.name}`;
  if (place.reason === 'not_a_venue' && activity) return `Hangtime: ${activity.name}`;
  return place.kind === 'host' ? `Hangtime at ${hostFirstName}’s` : 'Hangtime';
}
