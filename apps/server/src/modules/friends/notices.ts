// What the other person hears about a friend request: a notification row (written in the caller's
// transaction) and an email (queued after it commits; the worker honours opt-outs).
import type { AppDeps } from '../../deps';
import type { NewNotification } from '../notifications';
import { fullName } from './messages';
import type { Person } from './people-repository';
import { appUrl, referralPath } from './views';

type Named = { id: string; first_name: string; last_name: string };

/** To the recipient of a new request; data lets the bell open the request. */
export function requestNotification(requestId: string, sender: Named, recipientId: string, now: Date): NewNotification {
  return {
    userId: recipientId,
    type: 'friend_request',
    title: 'New friend request',
    message: `${fullName(sender)} sent you a friend request.`,
    data: { request_id: requestId, sender_id: sender.id, sender_name: fullName(sender) },
    createdAt: now,
  };
}

/** To the sender of a request that was accepted; data names the new friend and the sender's side of the friendship. */
export function acceptedNotification(
  senderId: string,
  friendshipId: string,
  acceptor: Named,
  now: Date,
): NewNotification {
  return {
    userId: senderId,
    type: 'friend_request_accepted',
    title: 'Friend request accepted',
    message: `${fullName(acceptor)} accepted your friend request.`,
    data: { friend_id: acceptor.id, friendship_id: friendshipId },
    createdAt: now,
  };
}

export function mailRequest(deps: AppDeps, recipient: Person, sender: Person) {
  return deps.mail.enqueue('friend_request', recipient.email, {
    firstName: recipient.first_name,
    senderName: fullName(sender),
    friendsUrl: appUrl(deps.config.APP_ORIGIN, '/friends'),
  });
}

/** To an address with no account: the sender's referral link, which makes them friends at registration. */
export function mailInvitation(deps: AppDeps, email: string, sender: Person) {
  return deps.mail.enqueue('friend_invitation', email, {
    senderName: fullName(sender),
    referralUrl: appUrl(deps.config.APP_ORIGIN, referralPath(sender.referral_code)),
  });
}

export function mailAccepted(deps: AppDeps, sender: Person, acceptor: Person) {
  return deps.mail.enqueue('friend_accepted', sender.email, {
    firstName: sender.first_name,
    friendName: fullName(acceptor),
    friendsUrl: appUrl(deps.config.APP_ORIGIN, '/friends'),
  });
}
