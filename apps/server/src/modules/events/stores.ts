// The events module's stores, and the same stores bound to one transaction.
import type { DatabaseKind, Db } from '../../db/client';
import { createNotificationsRepository, type NotificationsRepository } from '../notifications/repository';
import { createEventsRepository, type EventsRepository } from './repository';

export type EventStores = { events: EventsRepository; notifications: NotificationsRepository };
export type EventStoresWithTransaction = EventStores & {
  /** Runs work on stores bound to one transaction: all of its writes commit, or none. */
  transaction<T>(work: (stores: EventStores) => Promise<T>): Promise<T>;
};

export function createEventStores(db: Db, kind: DatabaseKind): EventStoresWithTransaction {
  const bind = (handle: Db): EventStores => ({
    events: createEventsRepository(handle, kind),
    notifications: createNotificationsRepository(handle),
  });
  return { ...bind(db), transaction: (work) => db.transaction((tx) => work(bind(tx as unknown as Db))) };
}
