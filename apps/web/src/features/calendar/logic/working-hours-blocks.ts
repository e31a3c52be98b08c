// Working hours are wall-clock entries in the user's own zone (behaviour.md §5): weekly on a
// weekday (0 = Monday) or once on a date, a weekly one with one-date exceptions (new times, or
// cancelled). The calendar needs them as instants on its days.
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays } from '@hangtime/core/time/dates';
import { getSundayFirstWeekday } from '../../../lib/datetime';

export type WorkingHoursBlock = {
  entryId: string;
  name: string;
  isRecurring: boolean;
  /** The day it falls on, in the user's zone. */
  date: string;
  /** UTC ISO instants. */
  start: string;
  end: string;
};

function toIso(date: string, time: string, timeZone: string): string {
  return new Date(wallClockToInstant(date, time, timeZone).epochMilliseconds).toISOString();
}

function fallsOn(entry: WorkingHoursEntry, date: string): boolean {
  if (!entry.is_recurring) return entry.date === date;
  return entry.day_of_week === (getSundayFirstWeekday(date) + 6) % 7;
}

/** The entry's times on `date`: its own, that date's new ones, or null when that date is cancelled. */
function timesOn(entry: WorkingHoursEntry, date: string): { start: string; end: string } | null {
  const exception = entry.is_recurring ? entry.exceptions.find((candidate) => candidate.date === date) : undefined;
  if (exception?.cancelled) return null;
  return { start: exception?.start_time || entry.start_time, end: exception?.end_time || entry.end_time };
}

/**
 * Every block of `entries` on the dates [startDate, endDate) read in `timeZone`, DST-correct:
 * 09:00 stays 09:00 on the wall clock across a change. A weekly entry's exception moves or cancels
 * its block on that date, as the scheduling engine reads it. A block that resolves to nothing
 * (wholly in a spring-forward gap) is left out.
 */
export function expandWorkingHours(
  entries: readonly WorkingHoursEntry[],
  startDate: string,
  endDate: string,
  timeZone: string,
): WorkingHoursBlock[] {
  const blocks: WorkingHoursBlock[] = [];
  for (let date = startDate; date < endDate; date = addDays(date, 1)) {
    for (const entry of entries) {
      const times = fallsOn(entry, date) ? timesOn(entry, date) : null;
      if (times === null) continue;
      const start = toIso(date, times.start, timeZone);
      const end = toIso(date, times.end, timeZone);
      if (end <= start) continue;
      blocks.push({ entryId: entry.id, name: entry.block_name, isRecurring: entry.is_recurring, date, start, end });
    }
  }
  return blocks;
}
