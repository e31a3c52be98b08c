// The friend calls' texts (the spec's where it gives one), in one place for use cases and tests.
export const friendsMessages = {
  requestToSelf: "You can't send a friend request to yourself",
  alreadyFriends: 'You are already friends with this person',
  alreadySent: 'You already sent a friend request to this person',
  // The same words whether or not the address belongs to a member: the answer reveals nothing.
  requestSent: 'Friend request sent!',
  tooManyRequests: 'You have sent too many friend requests. Please try again later.',
  nowFriendsWith: (name: string) => `You are now friends with ${name}!`,
  declined: (name: string) => `Friend request from ${name} has been declined.`,
  requestNotFound: 'Friend request not found',
  friendOrRequestNotFound: 'Friend or friend request not found',
  friendNotFound: 'Friend not found',
  friendRemoved: 'Friend removed',
  requestCancelled: 'Friend request cancelled',
  userGone: 'Your session has expired. Please log in again.',
} as const;

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;
