// The events module's stores, and the same stores bound to one transaction.
import { inTransaction, type DatabaseKind, type Executor } from '../../db/client';
import type { NotificationRows, NotificationsService } from '../notifications';
import { createCategoriesCache, createEventsRepository, type EventsRepository } from './repository';
import { createSuggestedEventsRepository, type SuggestedEventsRepository } from './suggested-repository';

export type EventStores = {
  events: EventsRepository;
  suggested: SuggestedEventsRepository;
  notifications: NotificationRows;
};
export type EventStoresWithTransaction = EventStores & {
  /**
   * Runs work on stores bound to one transaction: all of its writes commit, or none. The
   * transaction itself is handed on too, for another module's writes that belong to the change.
   */
  transaction<T>(work: (stores: EventStores, executor: Executor) => Promise<T>): Promise<T>;
};

export function createEventStores(
  db: Executor,
  kind: DatabaseKind,
  notifications: NotificationsService,
): EventStoresWithTransaction {
  const categories = createCategoriesCache();
  const bind = (handle: Executor): EventStores => ({
    events: createEventsRepository(handle, kind, categories),
    suggested: createSuggestedEventsRepository(handle),
    notifications: notifications.within(handle),
  });
  return { ...bind(db), transaction: (work) => inTransaction(db, (tx) => work(bind(tx), tx)) };
}
