// The three lists of the Friends screen, each limited to what its reader may see.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendRequests, friendships, users } from '../../db/schema';

const friendshipColumns = {
  id: friendships.id,
  priority: friendships.priority,
  hangout_style: friendships.hangout_style,
  created_at: friendships.created_at,
  friend: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
};

export type FriendshipRow = {
  id: string;
  priority: boolean;
  hangout_style: string;
  created_at: Date;
  friend: { id: string; first_name: string; last_name: string; email: string };
};

export type ListsRepository = ReturnType<typeof createListsRepository>;

/**
 * The friends list and the requests waiting for an answer are read on every visit to the Friends
 * screen, the latter by every bell too: built once, prepared by name.
 */
function prepareFriends(db: Db) {
  return db
    .select(friendshipColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friend_id))
    .where(eq(friendships.user_id, sql.placeholder('userId')))
    .orderBy(
      desc(friendships.priority),
      asc(sql`lower(${users.first_name})`),
      asc(sql`lower(${users.last_name})`),
      asc(friendships.id),
    )
    .prepare('friends_of');
}

function preparePendingRequests(db: Db) {
  return db
    .select({
      id: friendRequests.id,
      created_at: friendRequests.created_at,
      sender: { first_name: users.first_name, last_name: users.last_name, email: users.email },
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.sender_id))
    .where(and(eq(friendRequests.recipient_id, sql.placeholder('userId')), eq(friendRequests.status, 'pending')))
    .orderBy(desc(friendRequests.created_at), desc(friendRequests.id))
    .prepare('friend_requests_to');
}

export function createListsRepository(db: Db) {
  const selectFriendships = (condition: SQL | undefined) =>
    db
      .select(friendshipColumns)
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friend_id))
      .where(condition);
  let friends: ReturnType<typeof prepareFriends> | undefined;
  let pendingRequests: ReturnType<typeof preparePendingRequests> | undefined;

  return {
    /** Priority friends first, then by name; the id keeps equal names in a stable order. */
    listFriends(userId: string): Promise<FriendshipRow[]> {
      friends ??= prepareFriends(db);
      return friends.execute({ userId });
    },

    /** One side of a friendship, when that side is userId's. */
    async findFriendship(friendshipId: string, userId: string): Promise<FriendshipRow | null> {
      const [row] = await selectFriendships(and(eq(friendships.id, friendshipId), eq(friendships.user_id, userId)));
      return row ?? null;
    },

    /** userId's side of the friendship with friendId. */
    async findFriendshipWith(userId: string, friendId: string): Promise<FriendshipRow | null> {
      const [row] = await selectFriendships(and(eq(friendships.user_id, userId), eq(friendships.friend_id, friendId)));
      return row ?? null;
    },

    /** Pending requests to userId, newest first, with the sender's name and email. */
    listPendingRequests(userId: string) {
      pendingRequests ??= preparePendingRequests(db);
      return pendingRequests.execute({ userId });
    },

    /**
     * userId's pending requests, newest first: the address typed and nothing about the account
     * behind it (recipient_id is not even read), so the list cannot tell members from invitees.
     */
    listSentRequests(userId: string) {
      return db
        .select({
          id: friendRequests.id,
          created_at: friendRequests.created_at,
          recipient_email: friendRequests.recipient_email,
          recipient_phone: friendRequests.recipient_phone,
        })
        .from(friendRequests)
        .where(and(eq(friendRequests.sender_id, userId), eq(friendRequests.status, 'pending')))
        .orderBy(desc(friendRequests.created_at), desc(friendRequests.id));
    },
  };
}
