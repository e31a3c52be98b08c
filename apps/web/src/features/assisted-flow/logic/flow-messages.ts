// The assisted flow's texts: the spec's validation messages and errors word for word
// (scheduling-and-social §5, §8), and the few the spec leaves to us (docs/behaviour.md, "Assisted flow").
import { placesMessages } from '@hangtime/core/places/schemas';
import { joinWithAnd } from '../../../lib/join-with-and';

export const flowMessages = {
  // Spec §5, Assisted flow messages.
  selectFriend: 'Please select at least one friend',
  selectRestaurantType: 'Please select at least one restaurant type',
  noSlotSelected: 'No time slot selected. Please go back and select a time slot.',
  selectLocation: 'Please select a location',
  selectSlot: 'Please select a time slot',
  selectFriendsToInvite: 'Please select friends to invite',
  // Spec §8, Assisted flow errors.
  preferencesFailed: placesMessages.preferencesFailed,
  locationsFailed: placesMessages.locationsFailed,
  // Ours: the spec names the rule ("within the original overlap window") but not its words.
  timeOutsideSlot: 'The time must stay within the free time you picked, in quarter hours',
  hostNameRequired: 'Please enter the host’s name',
  hostAddressRequired: 'Please enter the address',
  createFailed: 'Failed to create event',
  slotsFailed: 'Failed to find available time',
  noSlots:
    'No shared free time with your friends in the next two weeks. Add availability windows or invite more friends.',
  noFreeFriends: 'None of your friends is free at this time. Go back and pick another time.',
  noSharedTypes:
    'Your group has no restaurant type in common. Continue anyway to see restaurants nobody dislikes, or host at your place.',
  noVenues:
    'No restaurant fits this time and everyone’s travel. Go back to pick other restaurant types or another time, or host at your place.',
  // find-locations' "too_far_apart" (behaviour.md §9): said in words, with the two ways still open.
  tooFarApartTitle: 'Too far apart for one place',
  tooFarApart: 'Your group is too far apart for one place: no restaurant is within reach of everyone.',
  tooFarApartOffer:
    'Host it at your place with “I want to host”, or meet on a video call: no place to get to, everyone joins from where they are.',
  videoCall: 'Make it a video call',
  videoCallLocation: 'Video call',
} as const;

/** "Furthest from the rest: Dana." / "… Dana and Carl." */
export function describeFurthest(names: readonly string[]): string | null {
  return names.length === 0 ? null : `Furthest from the rest: ${joinWithAnd(names)}.`;
}

export const FLOW_TITLE = 'Hangtime';
export const stepLabels = ['Time', 'Friends', 'Restaurant type', 'Location', 'Host'] as const;
