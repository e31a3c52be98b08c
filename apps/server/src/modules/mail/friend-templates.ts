// The friend messages: a request to a member, an invitation to a non-member, an acceptance.
import { escapeHtml, layout, linkButton, oneLine, type RenderedMail } from './layout';

export type FriendMailParams = {
  friend_request: { firstName: string; senderName: string; friendsUrl: string };
  friend_invitation: { senderName: string; referralUrl: string };
  friend_accepted: { firstName: string; friendName: string; friendsUrl: string };
};

export function renderFriendRequest({
  firstName,
  senderName,
  friendsUrl,
}: FriendMailParams['friend_request']): RenderedMail {
  return {
    subject: `${oneLine(senderName)} sent you a friend request on Hangtime`,
    text: `Hi ${firstName},\n\n${senderName} wants to be friends on Hangtime, so you can find time to hang out together.\n\nAccept or decline the request on your Friends page: ${friendsUrl}`,
    html: layout([
      `Hi ${escapeHtml(firstName)},`,
      `<strong>${escapeHtml(senderName)}</strong> wants to be friends on Hangtime, so you can find time to hang out together.`,
      linkButton(friendsUrl, 'See the request'),
    ]),
  };
}

export function renderFriendInvitation({
  senderName,
  referralUrl,
}: FriendMailParams['friend_invitation']): RenderedMail {
  return {
    subject: `${oneLine(senderName)} invited you to Hangtime`,
    text: `Hi,\n\n${senderName} invited you to Hangtime, the app that finds time for friends to hang out.\n\nJoin with this link and you will be friends right away: ${referralUrl}\n\nIf you don't know ${senderName}, you can ignore this email.`,
    html: layout([
      'Hi,',
      `<strong>${escapeHtml(senderName)}</strong> invited you to Hangtime, the app that finds time for friends to hang out.`,
      `Join with this link and you will be friends right away: ${linkButton(referralUrl, 'Join Hangtime')}`,
      `If you don't know ${escapeHtml(senderName)}, you can ignore this email.`,
    ]),
  };
}

export function renderFriendAccepted({
  firstName,
  friendName,
  friendsUrl,
}: FriendMailParams['friend_accepted']): RenderedMail {
  return {
    subject: `${oneLine(friendName)} accepted your friend request`,
    text: `Hi ${firstName},\n\nYou and ${friendName} are now friends on Hangtime.\n\nSee your friends: ${friendsUrl}`,
    html: layout([
      `Hi ${escapeHtml(firstName)},`,
      `You and <strong>${escapeHtml(friendName)}</strong> are now friends on Hangtime.`,
      linkButton(friendsUrl, 'See your friends'),
    ]),
  };
}
