// The friends module's stores, and the same stores bound to one transaction.
import { inTransaction, type Executor } from '../../db/client';
import { hitCounter, type CounterState } from '../../db/counters';
import type { NotificationRows, NotificationsService } from '../notifications';
import { createListsRepository, type ListsRepository } from './lists-repository';
import { createPeopleRepository, type PeopleRepository } from './people-repository';
import { createFriendsRepository, type FriendsRepository } from './repository';

export type FriendsStores = {
  friends: FriendsRepository;
  lists: ListsRepository;
  people: PeopleRepository;
  notifications: NotificationRows;
  hitCounter(key: string, windowMs: number, nowMs: number): Promise<CounterState>;
};

export type FriendsStoresWithTransaction = FriendsStores & {
  /** Runs work on stores bound to one transaction: all of its writes commit, or none. */
  transaction<T>(work: (stores: FriendsStores) => Promise<T>): Promise<T>;
};

export function createFriendsStores(db: Executor, notifications: NotificationsService): FriendsStoresWithTransaction {
  const bind = (handle: Executor): FriendsStores => ({
    friends: createFriendsRepository(handle),
    lists: createListsRepository(handle),
    people: createPeopleRepository(handle),
    notifications: notifications.within(handle),
    hitCounter: (key, windowMs, nowMs) => hitCounter(handle, key, windowMs, nowMs),
  });
  return {
    ...bind(db),
    transaction: (work) => inTransaction(db, (tx) => work(bind(tx))),
  };
}
