// Notification rows: the only place that writes the notifications table. The bell's reads come later.
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Every type a row can have; the `data` shape of each is listed in docs/behaviour.md. */
export type NotificationType =
  | 'friend_request'
  | 'friend_request_accepted'
  | 'event_invitation'
  | 'event_updated'
  | 'event_cancelled'
  | 'event_rsvp';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  createdAt: Date;
};

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export function createNotificationsRepository(db: Db) {
  return {
    async createNotification(notification: NewNotification): Promise<{ id: string }> {
      const [row] = await db
        .insert(notifications)
        .values({
          user_id: notification.userId,
          type: notification.type,
          title: notification.title,
          message: notification.message,
          data: notification.data,
          created_at: notification.createdAt,
        })
        .returning({ id: notifications.id });
      return row!;
    },
  };
}
