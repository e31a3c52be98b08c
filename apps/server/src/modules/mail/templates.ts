// The text and HTML of each message Hangtime sends. User text is escaped in the HTML body.
import {
  renderFriendAccepted,
  renderFriendInvitation,
  renderFriendRequest,
  type FriendMailParams,
} from './friend-templates';
import {
  renderEventCancelled,
  renderEventInvitation,
  renderEventUpdated,
  type EventMailParams,
} from './event-templates';
import { escapeHtml, layout, type RenderedMail } from './layout';
import {
  renderEventEveryoneAnswered,
  renderEventNudge,
  renderEventQuorumReached,
  renderEventReminder,
  type ReminderMailParams,
} from './reminder-templates';

export type MailParams = {
  verification_code: { firstName: string; code: string };
  reset_code: { firstName: string; code: string };
  password_changed: { firstName: string };
} & FriendMailParams &
  EventMailParams &
  ReminderMailParams;

export type MailKind = keyof MailParams;

/** Security mail the person asked for is sent even to an address that opted out. */
export const securityKinds: ReadonlySet<MailKind> = new Set(['verification_code', 'reset_code', 'password_changed']);

function codeMail(subject: string, firstName: string, code: string, purpose: string): RenderedMail {
  return {
    subject,
    text: `Hi ${firstName},\n\nYour Hangtime ${purpose} code is ${code}. It expires in 15 minutes.\n\nIf you did not ask for it, you can ignore this email.`,
    html: layout([
      `Hi ${escapeHtml(firstName)},`,
      `Your Hangtime ${purpose} code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>. It expires in 15 minutes.`,
      'If you did not ask for it, you can ignore this email.',
    ]),
  };
}

export function renderMail<K extends MailKind>(kind: K, params: MailParams[K]): RenderedMail {
  switch (kind) {
    case 'verification_code': {
      const { firstName, code } = params as MailParams['verification_code'];
      return codeMail('Your Hangtime verification code', firstName, code, 'verification');
    }
    case 'reset_code': {
      const { firstName, code } = params as MailParams['reset_code'];
      return codeMail('Your Hangtime password reset code', firstName, code, 'password reset');
    }
    case 'password_changed': {
      const { firstName } = params as MailParams['password_changed'];
      return {
        subject: 'Your Hangtime password was changed',
        text: `Hi ${firstName},\n\nThe password of your Hangtime account was just changed and every session was signed out.\n\nIf this was not you, reset your password at once and contact support.`,
        html: layout([
          `Hi ${escapeHtml(firstName)},`,
          'The password of your Hangtime account was just changed and every session was signed out.',
          'If this was not you, reset your password at once and contact support.',
        ]),
      };
    }
    case 'friend_request':
      return renderFriendRequest(params as MailParams['friend_request']);
    case 'friend_invitation':
      return renderFriendInvitation(params as MailParams['friend_invitation']);
    case 'friend_accepted':
      return renderFriendAccepted(params as MailParams['friend_accepted']);
    case 'event_invitation':
      return renderEventInvitation(params as MailParams['event_invitation']);
    case 'event_updated':
      return renderEventUpdated(params as MailParams['event_updated']);
    case 'event_cancelled':
      return renderEventCancelled(params as MailParams['event_cancelled']);
    case 'event_reminder':
      return renderEventReminder(params as MailParams['event_reminder']);
    case 'event_nudge':
      return renderEventNudge(params as MailParams['event_nudge']);
    case 'event_everyone_answered':
      return renderEventEveryoneAnswered(params as MailParams['event_everyone_answered']);
    case 'event_quorum_reached':
      return renderEventQuorumReached(params as MailParams['event_quorum_reached']);
    default:
      throw new Error(`unknown mail kind ${String(kind)}`);
  }
}
