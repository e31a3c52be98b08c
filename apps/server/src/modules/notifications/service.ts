// The notification rows (behaviour.md §7): marked read by their owner; written by the modules
// whose changes they tell of, inside those modules' own transactions.
import { AppError } from '@hangtime/core/errors';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { createNotificationsRepository, type NewNotification, type NotificationsRepository } from './repository';

/** Told of the rows written on a transaction, inside it (the push module queues its jobs there). */
export type OnNotificationsWritten = (rows: readonly NewNotification[], executor: Executor) => Promise<void>;

export function createNotificationsService(db: Executor, options: { onWritten?: OnNotificationsWritten } = {}) {
  const repository = createNotificationsRepository(db);
  const onWritten = options.onWritten ?? (async () => {});

  /** The rows of one transaction, each write followed by `onWritten` on that transaction. */
  function rowsOn(executor: Executor): NotificationsRepository {
    const rows = createNotificationsRepository(executor);
    return {
      ...rows,
      async createNotification(notification) {
        const created = await rows.createNotification(notification);
        await onWritten([notification], executor);
        return created;
      },
      async createNotifications(notifications) {
        const created = await rows.createNotifications(notifications);
        await onWritten(notifications, executor);
        return created;
      },
    };
  }

  return {
    /** The rows on a transaction of another module (an event's invitations commit with the event). */
    within: rowsOn,

    listUnreadExcept: repository.listUnreadExcept,

    /** 0 for one already read; another person's row, or none, is 404 as if it did not exist. */
    async markRead(userId: string, id: string): Promise<number> {
      const updated = isUuid(id) ? await repository.markRead(userId, id) : 0;
      if (updated === 0 && !(isUuid(id) && (await repository.isOwnedBy(userId, id)))) {
        throw new AppError('NOT_FOUND', 'Notification not found');
      }
      return updated;
    },

    markAllRead: (userId: string) => repository.markRead(userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
