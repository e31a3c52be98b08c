import type { Db } from '../../db/client';

export function createCalendarFeedRepository(db: Db) {
  void db;
  return {};
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
