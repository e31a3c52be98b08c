// The reminders module's stores, and the same stores bound to one transaction.
import { inTransaction, type Executor } from '../../db/client';
import type { NotificationRows, NotificationsService } from '../notifications';
import { createRemindersRepository, type RemindersRepository } from './repository';

export type ReminderStores = { reminders: RemindersRepository; notifications: NotificationRows };
export type ReminderStoresWithTransaction = ReminderStores & {
  /** Work on stores bound to one transaction, which is handed on for the mail queued with it. */
  transaction<T>(work: (stores: ReminderStores, executor: Executor) => Promise<T>): Promise<T>;
};

export function createReminderStores(db: Executor, notifications: NotificationsService): ReminderStoresWithTransaction {
  const bind = (handle: Executor): ReminderStores => ({
    reminders: createRemindersRepository(handle),
    notifications: notifications.within(handle),
  });
  return { ...bind(db), transaction: (work) => inTransaction(db, (tx) => work(bind(tx), tx)) };
}
