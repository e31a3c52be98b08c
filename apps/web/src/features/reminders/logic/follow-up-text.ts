// The follow-up's texts (behaviour.md "Reminders and nudges (issue 26)"), without a browser.
import type { FollowUpView } from '@hangtime/core/reminders/schemas';

const nameOf = (person: FollowUpView['not_answered'][number]) => `${person.first_name} ${person.last_name}`.trim();

/** "Waiting for Ana, Ben" or "Everyone has answered". */
export function waitingLine(view: FollowUpView): string {
  if (view.not_answered.length === 0) return 'Everyone has answered';
  return `Waiting for an answer from ${view.not_answered.map(nameOf).join(', ')}`;
}

/** Whether "Nudge" may be pressed now, and why not when it may not. */
export function nudgeState(view: FollowUpView, now: Date): { canNudge: boolean; hint: string | null } {
  if (view.not_answered.length === 0) return { canNudge: false, hint: null };
  if (view.next_nudge_at && Date.parse(view.next_nudge_at) > now.getTime()) {
    return { canNudge: false, hint: 'Nudged. You can nudge again a day after.' };
  }
  return { canNudge: true, hint: null };
}

/** "2 of 4 people are in", or how many are in without a quorum. */
export function quorumLine(view: FollowUpView): string {
  const people = view.accepted_count === 1 ? 'person is' : 'people are';
  return view.quorum === null
    ? `${view.accepted_count} ${people} in`
    : `${view.accepted_count} of ${view.quorum} people are in`;
}
