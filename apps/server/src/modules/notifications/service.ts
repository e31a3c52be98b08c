// The notification rows (behaviour.md §7): marked read by their owner; written by the modules
// whose changes they tell of, inside those modules' own transactions.
import { AppError } from '@hangtime/core/errors';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { createNotificationsRepository, type NotificationsRepository } from './repository';

export function createNotificationsService(db: Executor) {
  const repository = createNotificationsRepository(db);
  return {
    /** The rows on a transaction of another module (an event's invitations commit with the event). */
    within: (executor: Executor): NotificationsRepository => createNotificationsRepository(executor),

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
