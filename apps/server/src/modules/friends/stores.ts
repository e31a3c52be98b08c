// The friends module's stores, and the same stores bound to one transaction.
import type { Db } from '../../db/client';
import { hitCounter, type CounterState } from '../../lib/counters';
import { createNotificationsRepository, type NotificationsRepository } from '../notifications/repository';
import { createListsRepository, type ListsRepository } from './lists-repository';
import { createPeopleRepository, type PeopleRepository } from './people-repository';
import { createFriendsRepository, type FriendsRepository } from './repository';

export type FriendsStores = {
  friends: FriendsRepository;
  lists: ListsRepository;
  people: PeopleRepository;
  notifications: NotificationsRepository;
  hitCounter(key: string, windowMs: number, nowMs: number): Promise<CounterState>;
};

export type FriendsStoresWithTransaction = FriendsStores & {
  /** Runs work on stores bound to one transaction: all of its writes commit, or none. */
  transaction<T>(work: (stores: FriendsStores) => Promise<T>): Promise<T>;
};

export function createFriendsStores(db: Db): FriendsStoresWithTransaction {
  const bind = (handle: Db): FriendsStores => ({
    friends: createFriendsRepository(handle),
    lists: createListsRepository(handle),
    people: createPeopleRepository(handle),
    notifications: createNotificationsRepository(handle),
    hitCounter: (key, windowMs, nowMs) => hitCounter(handle, key, windowMs, nowMs),
  });
  return {
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(bind(tx as unknown as Db))),
  };
}
