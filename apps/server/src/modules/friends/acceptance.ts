// Accepting a request, shared by PUT /accept and by a send-request that answers a request to you.
import type { FriendshipRow } from './lists-repository';
import { acceptedNotification } from './notices';
import type { Person } from './people-repository';
import type { FriendsStores } from './stores';

export type Acceptance = { friendship: FriendshipRow; sender: Person };

/**
 * Inside the caller's transaction: accepts requestId when `recipient` is its recipient and it is
 * still pending, makes the two friends and leaves the sender a notification. Null otherwise.
 */
export async function acceptWithin(
  tx: FriendsStores,
  requestId: string,
  recipient: Person,
  now: Date,
): Promise<Acceptance | null> {
  const request = await tx.friends.acceptPendingRequest(requestId, recipient.id, now);
  if (!request) return null;
  await tx.friends.befriend(recipient.id, request.sender_id, now);
  // Both exist: a user's requests and friendships go with the account (cascade).
  const sender = (await tx.people.findById(request.sender_id))!;
  const friendship = (await tx.lists.findFriendshipWith(recipient.id, sender.id))!;
  const sendersSide = (await tx.friends.findFriendshipId(sender.id, recipient.id))!;
  await tx.notifications.createNotification(acceptedNotification(sender.id, sendersSide, recipient, now));
  return { friendship, sender };
}
