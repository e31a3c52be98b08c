// Contracts of the friend calls (spec scheduling-and-social §3 Friendship and Friend request, §7
// Friends; accounts-and-shell §3 Friend request and Referral; behaviour.md §4).
import { z } from 'zod';

export const hangoutStyles = ['solo_only', 'groups_only', 'either'] as const;
export const hangoutStyleSchema = z.enum(hangoutStyles);
export type HangoutStyle = z.infer<typeof hangoutStyleSchema>;

/** What a friend may see of you: your name and email, nothing else (behaviour.md §4). */
export const friendPerson = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type FriendPerson = z.infer<typeof friendPerson>;

/** One side of a friendship: `id` is the friendship's, `priority` and `hangout_style` are yours. */
export const friendship = z.object({
  id: z.string(),
  friend: friendPerson,
  priority: z.boolean(),
  hangout_style: hangoutStyleSchema,
  created_at: z.string(),
});
export type Friendship = z.infer<typeof friendship>;

export const friendsResponse = z.object({ friends: z.array(friendship) });

/** A request someone sent you: the sender's name and email (they chose to reach you). */
export const pendingRequest = z.object({
  id: z.string(),
  created_at: z.string(),
  sender: friendPerson.omit({ id: true }),
});
export type PendingRequest = z.infer<typeof pendingRequest>;

export const pendingRequestsResponse = z.object({ pending_requests: z.array(pendingRequest) });

/**
 * A request you sent. It names only the address you typed, never the account behind it, so the
 * list cannot tell you who is a member of Hangtime and who got an invitation.
 */
export const sentRequest = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The spec's recipient: `{ email }` or `{ phone }`, whichever the sender typed. */
  recipient: z.union([z.object({ email: z.string() }).strict(), z.object({ phone: z.string() }).strict()]),
  recipient_email: z.string().nullable(),
  recipient_phone: z.string().nullable(),
});
export type SentRequest = z.infer<typeof sentRequest>;

export const sentRequestsResponse = z.object({ sent_requests: z.array(sentRequest) });

export const referralCodeResponse = z.object({
  referral_code: z.string(),
  referral_link: z.string(),
});

/**
 * `sent`: a pending request, whether the address belongs to a member or gets an invitation (the
 * answer is the same for both, so it cannot be used to find out who is a member);
 * `accepted`: that person had already asked you, so you are now friends.
 */
export const sendFriendRequestResponse = z.object({
  message: z.string(),
  outcome: z.enum(['sent', 'accepted']),
});

export const requestIdBody = z.object({
  request_id: z.string({ error: 'request_id is required' }).trim().min(1, 'request_id is required').max(64),
});

export const acceptRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  friend: friendship,
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const friendIdParams = z.object({ id: z.string().max(64) });

export const friendPreferencesBody = z
  .object({
    priority: z.boolean().optional(),
    hangout_style: hangoutStyleSchema.optional(),
  })
  .strict()
  .refine((body) => body.priority !== undefined || body.hangout_style !== undefined, {
    message: 'Send priority or hangout_style',
  });

export const friendPreferencesResponse = z.object({ success: z.literal(true), friend: friendship });
