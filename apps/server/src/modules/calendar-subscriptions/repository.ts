import type { Db } from '../../db/client';

export function createCalendarSubscriptionsRepository(db: Db) {
  void db;
  return {};
}

export type CalendarSubscriptionsRepository = ReturnType<typeof createCalendarSubscriptionsRepository>;
