// Why Hangtime Now! chose what it chose, in a person's words: who is free, who was left out and why
// in general terms, the activity and the place. Never anything about anyone's events or windows.
import type { LeftOutReason } from '@hangtime/core/scheduling/hangout-plan';
import { formatWhen } from '../../lib/format-when';

const reasons: Record<LeftOutReason, string> = {
  prefers_one_to_one: 'prefers one-to-one hangouts',
  prefers_groups: 'prefers group hangouts',
  style_mismatch: "your hangout styles don't match",
  late_at_night: 'it would be late at night where they are',
  smaller_plan: 'Hangtime picked a smaller plan this time',
};

export type ExplanationInput = {
  start: Date;
  callerZone: string;
  invitees: string[];
  leftOut: { name: string; reason: LeftOutReason }[];
  /** Friends not free at that time at all. */
  busyCount: number;
  activity: { name: string; likedBy: string[] } | null;
  place: { name: string; isVenue: boolean } | null;
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
  if (input.place)
    sentences.push(input.place.isVenue ? `At ${input.place.name}.` : `At your default location, ${input.place.name}.`);
  else sentences.push('Add a default location in your profile so Hangtime can suggest where to meet.');
  return sentences.join(' ');
}
