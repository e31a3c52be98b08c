// Why Hangtime Now! chose what it chose, in a person's words: who is free, who was left out and why
// in general terms, the activity and the place. Never anything about anyone's events or windows.
import type { LeftOutReason } from '@hangtime/core/scheduling/hangout-plan';
import { formatWhen } from '../../lib/format-when';
import type { HangoutPlace, NoVenueReason } from './place';

const reasons: Record<LeftOutReason, string> = {
  prefers_one_to_one: 'prefers one-to-one hangouts',
  prefers_groups: 'prefers group hangouts',
  style_mismatch: "your hangout styles don't match",
  late_at_night: 'it would be late at night where they are',
  smaller_plan: 'Hangtime picked a smaller plan this time',
  too_far: 'is too far away to meet in person this time',
};

export type ExplanationInput = {
  start: Date;
  callerZone: string;
  invitees: string[];
  leftOut: { name: string; reason: LeftOutReason }[];
  /** Friends not free at that time at all. */
  busyCount: number;
  activity: { name: string; likedBy: string[] } | null;
  place: HangoutPlace;
};

/** "Ana and Ben" / "Ana, Ben and Cam". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function explainPlan(input: ExplanationInput): string {
  const sentences = [
    `${joinNames(input.invitees)} ${input.invitees.length === 1 ? 'is' : 'are'} free with you on ${formatWhen(input.start, false, input.callerZone)}, the best time in the next two weeks.`,
  ];
  for (const person of input.leftOut) sentences.push(`${person.name} is free then too, but ${reasons[person.reason]}.`);
  if (input.busyCount > 0)
    sentences.push(
      `${input.busyCount === 1 ? 'One other friend isn’t' : `${input.busyCount} other friends aren’t`} free then.`,
    );
  if (input.activity) {
    sentences.push(
      input.activity.likedBy.length > 0
        ? `${input.activity.name}: liked by ${joinNames(input.activity.likedBy)}, and nobody dislikes it.`
        : `${input.activity.name}: a popular choice that nobody dislikes.`,
    );
  }
  sentences.push(explainPlace(input.place, input.activity?.name ?? null));
  return sentences.join(' ');
}

/** Why there is no venue, as the middle of a sentence. */
function noVenueBecause(reason: NoVenueReason, activity: string | null): string {
  switch (reason) {
    case 'no_activity':
      return 'no activity suits everyone';
    case 'not_a_venue':
      return `${activity ?? 'this activity'} needs no venue`;
    case 'no_venue_fits':
      return `no place for ${activity ?? 'this activity'} was open then within everyone’s travel time`;
    case 'search_unavailable':
      return 'the venue search is unavailable right now';
  }
}

/**
 * Where, and when it is not a venue, why: the caller hosts at a place they offered (and their
 * friends see its address), or the place is still to be decided (behaviour.md §8).
 */
export function explainPlace(place: HangoutPlace, activity: string | null): string {
  if (place.kind === 'venue') return `At ${place.name}.`;
  const because = noVenueBecause(place.reason, activity);
  if (place.kind === 'host') {
    return `${because[0]!.toUpperCase()}${because.slice(1)}, so you host at home (${place.name}): you’re happy to host there, and your friends see its address.`;
  }
  const offer = place.hasDefaultLocation
    ? 'your default location isn’t marked as a place you’re happy to host'
    : 'you have no default location to host at';
  return `The place is still to be decided: ${because}, and ${offer}.`;
}
