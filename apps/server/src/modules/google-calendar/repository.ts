import type { Db } from '../../db/client';

export function createGoogleCalendarRepository(db: Db) {
  void db;
  return {};
}

export type GoogleCalendarRepository = ReturnType<typeof createGoogleCalendarRepository>;
