// Friendships and friend requests (invitations included): the only place that touches those tables.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendRequests, friendships, users } from '../../db/schema';

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;

/** A pending invitation: a request to someone who had no account yet, named by email or phone. */
function pendingInvitationTo(email: string | null, phone: string | null) {
  const addressedTo = [
    email ? eq(friendRequests.recipient_email, email) : undefined,
    phone ? eq(friendRequests.recipient_phone, phone) : undefined,
  ].filter((condition) => condition !== undefined);
  return and(isNull(friendRequests.recipient_id), eq(friendRequests.status, 'pending'), or(...addressedTo));
}

export function createFriendsRepository(db: Db) {
  return {
    /**
     * Makes two users friends: one row per side, an existing side left as it is (idempotent).
     * A pending request between them has nothing left to ask, so it counts as accepted.
     */
    async befriend(userId: string, otherId: string, now: Date): Promise<void> {
      await db
        .insert(friendships)
        .values([
          { user_id: userId, friend_id: otherId, created_at: now },
          { user_id: otherId, friend_id: userId, created_at: now },
        ])
        .onConflictDoNothing();
      await db
        .update(friendRequests)
        .set({ status: 'accepted', responded_at: now })
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(eq(friendRequests.sender_id, userId), eq(friendRequests.recipient_id, otherId)),
              and(eq(friendRequests.sender_id, otherId), eq(friendRequests.recipient_id, userId)),
            ),
          ),
        );
    },

    async hasPendingInvitation(email: string | null, phone: string | null): Promise<boolean> {
      if (!email && !phone) return false;
      const rows = await db
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(pendingInvitationTo(email, phone))
        .limit(1);
      return rows.length > 0;
    },

    /** The name of whoever invited this address first, while the invitation is pending. */
    async findEarliestInviter(email: string): Promise<{ first_name: string; last_name: string } | null> {
      const [inviter] = await db
        .select({ first_name: users.first_name, last_name: users.last_name })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, friendRequests.sender_id))
        .where(pendingInvitationTo(email, null))
        .orderBy(asc(friendRequests.created_at), asc(friendRequests.id))
        .limit(1);
      return inviter ?? null;
    },

    /**
     * Turns the invitations addressed to a new user's email or phone into pending requests to
     * them. A sender who invited both the email and the phone keeps only the earliest request.
     */
    async claimInvitations(userId: string, email: string, phone: string | null): Promise<void> {
      await db.update(friendRequests).set({ recipient_id: userId }).where(pendingInvitationTo(email, phone));
      await db.execute(sql`
        DELETE FROM friend_requests later USING friend_requests earlier
        WHERE later.recipient_id = ${userId} AND earlier.recipient_id = ${userId}
          AND later.status = 'pending' AND earlier.status = 'pending'
          AND later.sender_id = earlier.sender_id
          AND (later.created_at, later.id) > (earlier.created_at, earlier.id)`);
    },
  };
}
