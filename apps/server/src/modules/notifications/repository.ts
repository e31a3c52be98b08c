// Notification rows: the only place that touches the notifications table.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Every type a row can have; the `data` shape of each is listed in docs/behaviour.md. */
export type NotificationType =
  | 'friend_request'
  | 'friend_request_accepted'
  | 'event_invitation'
  | 'event_updated'
  | 'event_cancelled'
  | 'event_rsvp'
  | 'event_reminder'
  | 'event_nudge'
  | 'event_everyone_answered'
  | 'event_quorum_reached'
  // Regular hangouts (issue 26): a period with no common time for the group.
  | 'regular_no_time'
  | 'hangout_suggested';

/**
 * Rows the bell keeps once read, until their subject is settled: a weekly suggestion's row stays
 * until the suggestion is accepted, rejected or expired, which delete it (behaviour.md §8).
 */
export const KEPT_WHILE_OPEN: NotificationType[] = ['hangout_suggested'];

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  createdAt: Date;
};

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = typeof notifications.$inferSelect;

/** The bell reads it on every call: built once, prepared by name; the types left out are one array parameter. */
function prepareUnreadExcept(db: Db) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, sql.placeholder('userId')),
        or(eq(notifications.is_read, false), inArray(notifications.type, KEPT_WHILE_OPEN)),
        sql`NOT (${notifications.type} = ANY(${sql.placeholder('types')}::text[]))`,
      ),
    )
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_unread_except');
}

export function createNotificationsRepository(db: Db) {
  let unreadExcept: ReturnType<typeof prepareUnreadExcept> | undefined;
  async function insertNotifications(rows: readonly NewNotification[]): Promise<{ id: string }[]> {
    if (rows.length === 0) return [];
    return db
      .insert(notifications)
      .values(
        rows.map((notification) => ({
          user_id: notification.userId,
          type: notification.type,
          title: notification.title,
          message: notification.message,
          data: notification.data,
          created_at: notification.createdAt,
        })),
      )
      .returning({ id: notifications.id });
  }

  return {
    async createNotification(notification: NewNotification): Promise<{ id: string }> {
      const [row] = await insertNotifications([notification]);
      return row!;
    },

    /** Many rows in one insert (an event's invitations to all its guests). */
    createNotifications: insertNotifications,

    /**
     * Unread rows other than the given types, newest first; and the rows that stay until what they
     * tell of is settled (`KEPT_WHILE_OPEN`), read or not.
     */
    async listUnreadExcept(userId: string, types: NotificationType[], limit: number): Promise<NotificationRow[]> {
      unreadExcept ??= prepareUnreadExcept(db);
      // A text[] literal: the types are the module's own names (letters and underscores), never quoted.
      return unreadExcept.execute({ userId, types: `{${types.join(',')}}`, limit });
    },

    /** The user's rows of one type about these events (`data.event_id`), oldest first. */
    async listAboutEvents(userId: string, type: NotificationType, eventIds: string[]): Promise<NotificationRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.type, type),
            inArray(sql<string>`${notifications.data}->>'event_id'`, eventIds),
          ),
        )
        .orderBy(asc(notifications.created_at), asc(notifications.id));
    },

    /** Every row of one type about these events (`data.event_id`), whoever's: they go with their events. */
    async deleteAboutEvents(type: NotificationType, eventIds: string[]): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .delete(notifications)
        .where(and(eq(notifications.type, type), inArray(sql<string>`${notifications.data}->>'event_id'`, eventIds)));
    },

    /** Whether the row is one of the user's. */
    async isOwnedBy(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.id, id)));
      return rows.length > 0;
    },

    /** Marks one of the user's rows (or all of them, without an id) read; how many changed. */
    async markRead(userId: string, id?: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ is_read: true })
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.is_read, false),
            id ? eq(notifications.id, id) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
