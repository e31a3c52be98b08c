// Generators of people's schedules for the property tests: ranges of one to three days around
// both 2026 DST changes of New York, London, Sydney and Lord Howe (30 minutes), windows in zones
// other than their owner's, working hours with exceptions, timed and all-day busy spans.
import fc from 'fast-check';
import type { BusySpan, PersonSchedule, WorkingHoursException, WorkingHoursSchedule } from './free-time';
import type { Interval } from './intervals';
import type { WindowException, WindowSchedule } from './occurrences';
import type { Frequency } from './recurrence-dates';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
] as const;
/** The instants of the 2026 changes: New York, London, Sydney, Lord Howe; spring and autumn each. */
const CHANGES = [
  '2026-03-08T07:00Z',
  '2026-11-01T06:00Z',
  '2026-03-29T01:00Z',
  '2026-10-25T01:00Z',
  '2026-04-04T16:00Z',
  '2026-10-03T16:00Z',
  '2026-04-04T15:00Z',
  '2026-10-03T15:30Z',
].map((iso) => Date.parse(iso));

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const hhmm = (quarter: number) =>
  `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

// Quarter-hour wall times; early-morning starts are favoured, since the changes happen then.
const quarterPair = fc
  .oneof(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 94 }))
  .chain((start) => fc.integer({ min: start + 1, max: 95 }).map((end) => [hhmm(start), hhmm(end)] as const));

/** A range of one to three days, minute-aligned, holding (nearly always) one change. */
export const range = fc
  .record({
    change: fc.constantFrom(...CHANGES),
    before: fc.integer({ min: 60, max: 2 * 1440 }),
    length: fc.integer({ min: 1440, max: 3 * 1440 }),
  })
  .map(({ change, before, length }): Interval => ({
    start: change - before * MINUTE_MS,
    end: change - before * MINUTE_MS + length * MINUTE_MS,
  }));

export function personFor(window: Interval, id: string): fc.Arbitrary<PersonSchedule> {
  const firstDay = Math.floor(window.start / DAY_MS);
  const dateNear = fc.integer({ min: -10, max: 4 }).map((shift) => dateOf(firstDay + shift));
  const windowArb = fc
    .record({
      times: quarterPair,
      timezone: fc.constantFrom(...ZONES),
      start_date: dateNear,
      end_offset: fc.option(fc.integer({ min: 0, max: 30 })),
      is_repeating: fc.boolean(),
      frequency: fc.constantFrom<Frequency | null>('daily', 'daily', 'weekly', 'biweekly', 'monthly', null),
      days_of_week: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
    })
    .map(({ times, end_offset, ...rest }): WindowSchedule => ({
      ...rest,
      id: `${id}-window`,
      window_name: 'Window',
      start_time: times[0],
      end_time: times[1],
      end_date: end_offset === null ? null : dateOf(firstDay - 10 + end_offset),
    }));
  const windowException = fc
    .record({ date: dateNear, cancelled: fc.boolean(), times: fc.option(quarterPair) })
    .map(({ times, ...rest }): WindowException =>
      times ? { ...rest, start_time: times[0], end_time: times[1] } : rest,
    );
  const entry = fc
    .record({
      id: fc.constantFrom('e1', 'e2', 'e3'),
      is_recurring: fc.boolean(),
      day_of_week: fc.integer({ min: 0, max: 6 }),
      date: dateNear,
      times: quarterPair,
    })
    .map(({ times, is_recurring, day_of_week, date, ...rest }): WorkingHoursSchedule => ({
      ...rest,
      is_recurring,
      day_of_week: is_recurring ? day_of_week : null,
      date: is_recurring ? null : date,
      start_time: times[0],
      end_time: times[1],
    }));
  const entryException = fc
    .record({
      entry_id: fc.constantFrom('e1', 'e2', 'e3'),
      date: dateNear,
      cancelled: fc.boolean(),
      times: fc.option(quarterPair),
    })
    .map(({ times, ...rest }): WorkingHoursException =>
      times ? { ...rest, start_time: times[0], end_time: times[1] } : rest,
    );
  const busy = fc
    .record({
      from: fc.integer({ min: -1440, max: Math.round((window.end - window.start) / MINUTE_MS) }),
      length: fc.integer({ min: -30, max: 600 }),
      isAllDay: fc.constantFrom(false, false, true),
      timezone: fc.option(fc.constantFrom(...ZONES), { nil: undefined }),
    })
    .map(({ from, length, isAllDay, timezone }): BusySpan => {
      const start = window.start + from * MINUTE_MS;
      const span: BusySpan = { start, end: start + length * MINUTE_MS };
      if (isAllDay) span.all_day = true;
      if (timezone !== undefined) span.timezone = timezone;
      return span;
    });
  return fc.record({
    timezone: fc.constantFrom(...ZONES),
    windows: fc.array(fc.record({ window: windowArb, exceptions: fc.array(windowException, { maxLength: 2 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    workingHours: fc.array(entry, { maxLength: 2 }),
    workingHoursExceptions: fc.array(entryException, { maxLength: 2 }),
    busy: fc.array(busy, { maxLength: 3 }),
  });
}

/** Runs of free minutes as intervals. */
export function intervalsOf(free: readonly boolean[], rangeStart: number): Interval[] {
  const intervals: Interval[] = [];
  free.forEach((isFree, m) => {
    const at = rangeStart + m * MINUTE_MS;
    const last = intervals.at(-1);
    if (!isFree) return;
    if (last !== undefined && last.end === at)
      intervals[intervals.length - 1] = { start: last.start, end: at + MINUTE_MS };
    else intervals.push({ start: at, end: at + MINUTE_MS });
  });
  return intervals;
}

export const minutesOf = (interval: Interval) => Math.round((interval.end - interval.start) / MINUTE_MS);
