// Rows to the shapes of the contract (packages/core/src/friends/schemas.ts).
import {
  hangoutStyleSchema,
  type Friendship,
  type HangoutStyle,
  type SentRequest,
} from '@hangtime/core/friends/schemas';
import type { FriendshipRow } from './lists-repository';

/** The referral link is a path: the client puts its own origin in front (accounts-and-shell §3). */
export const referralPath = (code: string) => `/registration/referral/${code}`;

/** An absolute link for mail, which has no origin of its own. */
export const appUrl = (origin: string, path: string) => new URL(path, origin).href;

function toHangoutStyle(value: string): HangoutStyle {
  // The column's check constraint allows only the three styles; 'either' is its default.
  const parsed = hangoutStyleSchema.safeParse(value);
  return parsed.success ? parsed.data : 'either';
}

export function toFriendship(row: FriendshipRow): Friendship {
  return {
    id: row.id,
    friend: row.friend,
    priority: row.priority,
    hangout_style: toHangoutStyle(row.hangout_style),
    created_at: row.created_at.toISOString(),
  };
}

export type SentRequestRow = {
  id: string;
  created_at: Date;
  recipient_email: string | null;
  recipient_phone: string | null;
};

/**
 * A request you sent, named by the address you typed. A request always keeps that address (the
 * send call takes exactly one), also when it reached a member, whose account stays unnamed here.
 */
export function toSentRequest(row: SentRequestRow): SentRequest {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    recipient: row.recipient_email !== null ? { email: row.recipient_email } : { phone: row.recipient_phone ?? '' },
    recipient_email: row.recipient_email,
    recipient_phone: row.recipient_phone,
  };
}
