// Everyone's free time over a range, read in a fixed number of queries and computed by the engine.
import type { Interval } from '@hangtime/core/scheduling/intervals';
import {
  computeFreeTime,
  type BusySpan,
  type PersonSchedule,
  type WorkingHoursException,
} from '@hangtime/core/scheduling/free-time';
import type { Frequency } from '@hangtime/core/scheduling/recurrence-dates';
import { instancesBetween } from '../events';
import type {
  SchedulingFriend,
  SchedulingPerson,
  SchedulingRepository,
  WindowExceptionRow,
  WindowRow,
  WorkingHoursExceptionRow,
  WorkingHoursRow,
} from './repository';

const DAY_MS = 24 * 3600_000;

export type PeopleFreeTime = {
  caller: SchedulingPerson;
  friends: SchedulingFriend[];
  /** Free time by person id, normalised. */
  free: Map<string, Interval[]>;
};

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function toWindowSchedule(row: WindowRow, exceptions: WindowExceptionRow[] = []): PersonSchedule['windows'][number] {
  return {
    window: {
      id: row.id,
      window_name: row.window_name,
      start_time: row.start_time,
      end_time: row.end_time,
      timezone: row.timezone,
      start_date: row.start_date,
      end_date: row.end_date,
      is_repeating: row.is_repeating,
      frequency: row.frequency as Frequency | null,
      days_of_week: row.days_of_week,
    },
    exceptions,
  };
}

/** A one-time entry has no instances: only a weekly entry's exceptions apply. */
function toWorkingHoursExceptions(
  entry: WorkingHoursRow,
  rows: WorkingHoursExceptionRow[] = [],
): WorkingHoursException[] {
  if (!entry.is_recurring) return [];
  return rows.map((row) => ({
    entry_id: row.working_hours_id,
    date: row.date,
    cancelled: row.cancelled,
    start_time: row.start_time,
    end_time: row.end_time,
  }));
}

/**
 * The caller's and every accepted friend's free time in [from, to). Seven queries whatever the number
 * of friends: people, windows, their exceptions, working hours, their exceptions, busy events, busy blocks.
 */
export async function loadPeopleFreeTime(
  repository: SchedulingRepository,
  caller: SchedulingPerson,
  from: Date,
  to: Date,
): Promise<PeopleFreeTime> {
  const friends = await repository.listFriends(caller.id);
  const people: SchedulingPerson[] = [caller, ...friends];
  const ids = people.map((person) => person.id);
  // A day of margin: all-day events are widened to whole local days, which may reach into the range.
  const [readFrom, readTo] = [new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)];
  const [windows, exceptions, hours, hoursExceptions, busyEvents, blocks] = await Promise.all([
    repository.listWindows(ids),
    repository.listWindowExceptions(ids),
    repository.listWorkingHours(ids),
    repository.listWorkingHoursExceptions(ids),
    repository.listBusyEvents(ids, readFrom, readTo),
    repository.listBusyBlocks(ids, from, to),
  ]);
  const windowsByUser = groupBy(windows, (row) => row.user_id);
  const exceptionsByWindow = groupBy(exceptions, (row) => row.window_id);
  const hoursByUser = groupBy(hours, (row) => row.user_id);
  const hoursExceptionsByEntry = groupBy(hoursExceptions, (row) => row.working_hours_id);
  const busyByUser = new Map<string, BusySpan[]>();
  const addBusy = (userId: string, span: BusySpan) => {
    const list = busyByUser.get(userId);
    if (list) list.push(span);
    else busyByUser.set(userId, [span]);
  };
  for (const row of busyEvents) {
    const timing = { ...row, start_time: new Date(row.start_ms), end_time: new Date(row.end_ms) };
    for (const instance of instancesBetween(timing, readFrom, readTo)) {
      addBusy(row.user_id, {
        start: Date.parse(instance.instance_start),
        end: Date.parse(instance.instance_end),
        all_day: row.all_day,
        timezone: row.timezone,
      });
    }
  }
  for (const { user_id: userId, starts_ms: starts, ends_ms: ends } of blocks) {
    for (let index = 0; index < starts.length; index += 1)
      addBusy(userId, { start: starts[index]!, end: ends[index]! });
  }

  const range = { start: from.getTime(), end: to.getTime() };
  const free = new Map<string, Interval[]>();
  for (const person of people) {
    const personHours = hoursByUser.get(person.id) ?? [];
    const schedule: PersonSchedule = {
      timezone: person.timezone,
      windows: (windowsByUser.get(person.id) ?? []).map((row) => toWindowSchedule(row, exceptionsByWindow.get(row.id))),
      workingHours: personHours,
      workingHoursExceptions: personHours.flatMap((entry) =>
        toWorkingHoursExceptions(entry, hoursExceptionsByEntry.get(entry.id)),
      ),
      busy: busyByUser.get(person.id) ?? [],
    };
    free.set(person.id, computeFreeTime(schedule, range));
  }
  return { caller, friends, free };
}
