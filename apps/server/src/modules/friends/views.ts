// Rows to the shapes of the contract (packages/core/src/friends/schemas.ts).
import { hangoutStyleSchema, type Friendship, type HangoutStyle } from '@hangtime/core/friends/schemas';
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
