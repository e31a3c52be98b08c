// The answers offered to a participant: exactly the moves the server allows (behaviour.md §6).
import { allowedRsvpTransitions, type ParticipantStatus } from '@hangtime/core/events/schemas';
import type { RsvpAnswer } from '../api/answer-rsvp';

export type RsvpOption = { status: RsvpAnswer; label: string; color: string };

const optionFor: Record<RsvpAnswer, RsvpOption> = {
  // Shade 9: white text on it keeps a 4.5:1 contrast (green.6 gave 2.7:1).
  accepted: { status: 'accepted', label: 'Accept', color: 'teal.9' },
  tentative: { status: 'tentative', label: 'Maybe', color: 'blue' },
  declined: { status: 'declined', label: 'Decline', color: 'red' },
};

/** From pending: Accept, Maybe, Decline; from tentative: Accept, Decline; and so on. */
export function getRsvpOptions(status: ParticipantStatus): RsvpOption[] {
  return allowedRsvpTransitions[status]
    .filter((next): next is RsvpAnswer => next !== 'pending')
    .map((next) => optionFor[next]);
}
