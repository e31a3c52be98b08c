// Friendships and friend requests (invitations included): the writes and the checks behind them.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { HangoutStyle } from '@hangtime/core/friends/schemas';
import type { Db } from '../../db/client';
import { friendRequests, friendships, users } from '../../db/schema';

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;

/** Where a request goes: a member (recipientId), and always the address its sender typed. */
export type RequestAddress = { recipientId: string | null; email: string | null; phone: string | null };

/** A pending invitation: a request to someone who had no account yet, named by email or phone. */
function pendingInvitationTo(email: string | null, phone: string | null) {
  const addressedTo = [
    email ? eq(friendRequests.recipient_email, email) : undefined,
    phone ? eq(friendRequests.recipient_phone, phone) : undefined,
  ].filter((condition) => condition !== undefined);
  return and(isNull(friendRequests.recipient_id), eq(friendRequests.status, 'pending'), or(...addressedTo));
}

/** The same condition on an alias, for the self-join that removes duplicate invitations. */
function isPendingInvitationIn(alias: 'later' | 'earlier', email: string, phone: string | null) {
  const row = sql.raw(alias);
  const toPhone = phone ? sql` OR ${row}.recipient_phone = ${phone}` : sql``;
  return sql`${row}.recipient_id IS NULL AND ${row}.status = 'pending' AND (${row}.recipient_email = ${email}${toPhone})`;
}

const isPending = eq(friendRequests.status, 'pending');

export function createFriendsRepository(db: Db) {
  /** Moves a pending request the given party may answer to a final status; null when there is none. */
  async function settlePending(
    requestId: string,
    party: { recipientId: string } | { senderId: string },
    status: 'accepted' | 'declined' | 'cancelled',
    now: Date,
  ): Promise<{ sender_id: string } | null> {
    // One conditional update: of two racing answers (accept and cancel, say) exactly one wins.
    const owner =
      'recipientId' in party
        ? eq(friendRequests.recipient_id, party.recipientId)
        : eq(friendRequests.sender_id, party.senderId);
    const [row] = await db
      .update(friendRequests)
      .set({ status, responded_at: now })
      .where(and(eq(friendRequests.id, requestId), owner, isPending))
      .returning({ sender_id: friendRequests.sender_id });
    return row ?? null;
  }

  return {
    /**
     * Makes two users friends: one row per side, an existing side left as it is (idempotent).
     * A pending request between them has nothing left to ask, so it counts as accepted.
     */
    async befriend(userId: string, otherId: string, now: Date): Promise<void> {
      // Rows in one fixed order whoever calls: two befriends of the same pair that run at once
      // then wait on each other instead of deadlocking.
      const [first, second] = [userId, otherId].sort();
      await db
        .insert(friendships)
        .values([
          { user_id: first!, friend_id: second!, created_at: now },
          { user_id: second!, friend_id: first!, created_at: now },
        ])
        .onConflictDoNothing();
      await db
        .update(friendRequests)
        .set({ status: 'accepted', responded_at: now })
        .where(
          and(
            isPending,
            or(
              and(eq(friendRequests.sender_id, userId), eq(friendRequests.recipient_id, otherId)),
              and(eq(friendRequests.sender_id, otherId), eq(friendRequests.recipient_id, userId)),
            ),
          ),
        );
    },

    async areFriends(userId: string, otherId: string): Promise<boolean> {
      const rows = await db
        .select({ id: friendships.id })
        .from(friendships)
        .where(and(eq(friendships.user_id, userId), eq(friendships.friend_id, otherId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Your side of a friendship with friendId. */
    async findFriendshipId(userId: string, friendId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: friendships.id })
        .from(friendships)
        .where(and(eq(friendships.user_id, userId), eq(friendships.friend_id, friendId)))
        .limit(1);
      return row?.id ?? null;
    },

    async findPendingRequestId(senderId: string, recipientId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(and(eq(friendRequests.sender_id, senderId), eq(friendRequests.recipient_id, recipientId), isPending))
        .limit(1);
      return row?.id ?? null;
    },

    /** Whether senderId has a pending request to that member or to that address. */
    async hasPendingRequestTo(senderId: string, to: RequestAddress): Promise<boolean> {
      const matches = [
        to.recipientId ? eq(friendRequests.recipient_id, to.recipientId) : undefined,
        to.email ? eq(friendRequests.recipient_email, to.email) : undefined,
        to.phone ? eq(friendRequests.recipient_phone, to.phone) : undefined,
      ].filter((condition) => condition !== undefined);
      const rows = await db
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(and(eq(friendRequests.sender_id, senderId), isPending, or(...matches)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A new pending request, or null when a racing request got there first (one of the partial
     * unique indexes refused it): the caller looks again at what is there now.
     */
    async insertPendingRequest(senderId: string, to: RequestAddress, now: Date): Promise<{ id: string } | null> {
      const [row] = await db
        .insert(friendRequests)
        .values({
          sender_id: senderId,
          recipient_id: to.recipientId,
          recipient_email: to.email,
          recipient_phone: to.phone,
          status: 'pending',
          created_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: friendRequests.id });
      return row ?? null;
    },

    acceptPendingRequest: (requestId: string, recipientId: string, now: Date) =>
      settlePending(requestId, { recipientId }, 'accepted', now),
    declinePendingRequest: (requestId: string, recipientId: string, now: Date) =>
      settlePending(requestId, { recipientId }, 'declined', now),
    async cancelPendingRequest(requestId: string, senderId: string, now: Date): Promise<boolean> {
      return (await settlePending(requestId, { senderId }, 'cancelled', now)) !== null;
    },

    /** Removes both sides of the friendship whose row `friendshipId` is userId's; false when there is none. */
    async removeFriendship(friendshipId: string, userId: string): Promise<boolean> {
      const [mine] = await db
        .select({ friend_id: friendships.friend_id })
        .from(friendships)
        .where(and(eq(friendships.id, friendshipId), eq(friendships.user_id, userId)));
      if (!mine) return false;
      const pair = or(
        and(eq(friendships.user_id, userId), eq(friendships.friend_id, mine.friend_id)),
        and(eq(friendships.user_id, mine.friend_id), eq(friendships.friend_id, userId)),
      );
      // Both rows locked in id order, so the two friends removing each other at once do not deadlock.
      const locked = await db
        .select({ id: friendships.id })
        .from(friendships)
        .where(pair)
        .orderBy(asc(friendships.id))
        .for('update');
      if (!locked.some((row) => row.id === friendshipId)) return false;
      await db.delete(friendships).where(
        inArray(
          friendships.id,
          locked.map((row) => row.id),
        ),
      );
      return true;
    },

    /** Changes userId's side only; false when that row is not userId's. */
    async updatePreferences(
      friendshipId: string,
      userId: string,
      changes: { priority?: boolean; hangout_style?: HangoutStyle },
    ): Promise<boolean> {
      const rows = await db
        .update(friendships)
        .set(changes)
        .where(and(eq(friendships.id, friendshipId), eq(friendships.user_id, userId)))
        .returning({ id: friendships.id });
      return rows.length > 0;
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
     * them. A sender who invited both the email and the phone keeps only the earliest request;
     * the later one goes first, since two pending requests from one sender to one member are
     * refused by the pair index.
     */
    async claimInvitations(userId: string, email: string, phone: string | null): Promise<void> {
      await db.execute(sql`
        DELETE FROM friend_requests later USING friend_requests earlier
        WHERE ${isPendingInvitationIn('later', email, phone)} AND ${isPendingInvitationIn('earlier', email, phone)}
          AND later.sender_id = earlier.sender_id
          AND (later.created_at, later.id) > (earlier.created_at, earlier.id)`);
      await db.update(friendRequests).set({ recipient_id: userId }).where(pendingInvitationTo(email, phone));
    },
  };
}
