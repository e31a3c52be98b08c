// Checks the expander against a brute-force oracle that walks every day of the range and applies behaviour.md §5 directly.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { WindowException, WindowOccurrence, WindowSchedule } from './occurrences';
import type { DateRange, Frequency } from './recurrence-dates';
import { expandWindowOccurrences } from './window-spans';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu'] as const;
const DAY_MS = 86_400_000;

// ---- Calendar arithmetic on day numbers (days since 1970-01-01), independent of Temporal and TZ.
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOfDay = (day: number) => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
const dayOfMonth = (day: number) => new Date(day * DAY_MS).getUTCDate();
const daysInMonthOf = (day: number) => {
  const date = new Date(day * DAY_MS);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
};

function oneYearAfter(date: string): string {
  const [year, month, day] = [+date.slice(0, 4) + 1, +date.slice(5, 7), +date.slice(8, 10)];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dateOf(Date.UTC(year, month - 1, Math.min(day, lastDay)) / DAY_MS);
}

function isOnSeries(window: WindowSchedule, day: number): boolean {
  const start = dayNumber(window.start_date);
  if (!window.is_repeating || window.frequency === null) return day === start;
  const end = dayNumber(window.end_date ?? oneYearAfter(window.start_date));
  if (day < start || day > end) return false;
  if (window.frequency === 'daily') return true;
  const listed = window.days_of_week.length > 0 ? window.days_of_week : [weekdayOfDay(start)];
  if (!listed.includes(weekdayOfDay(day))) return false;
  if (window.frequency === 'weekly') return true;
  if (window.frequency === 'biweekly') return Math.floor((day - (start - weekdayOfDay(start))) / 7) % 2 === 0;
  const startDay = dayOfMonth(start);
  if (startDay >= 29) return dayOfMonth(day) > daysInMonthOf(day) - 7;
  return Math.ceil(dayOfMonth(day) / 7) === Math.ceil(startDay / 7);
}

function instantAt(date: string, time: string, timeZone: string): number {
  const [year, month, day, hour, minute] = [
    +date.slice(0, 4),
    +date.slice(5, 7),
    +date.slice(8, 10),
    +time.slice(0, 2),
    +time.slice(3, 5),
  ];
  // ZonedDateTime.from's default disambiguation is 'compatible', the rule the expander promises.
  return Temporal.ZonedDateTime.from({ year, month, day, hour, minute, timeZone }).epochMilliseconds;
}

function oracle(window: WindowSchedule, range: DateRange, exceptions: WindowException[]): WindowOccurrence[] {
  const result: WindowOccurrence[] = [];
  for (let day = dayNumber(range.start_date); day <= dayNumber(range.end_date); day += 1) {
    if (!isOnSeries(window, day)) continue;
    const date = dateOf(day);
    const exception = exceptions.findLast((candidate) => candidate.date === date);
    if (exception?.cancelled) continue;
    const start = instantAt(date, exception?.start_time ?? window.start_time, window.timezone);
    const end = instantAt(date, exception?.end_time ?? window.end_time, window.timezone);
    if (end <= start) continue;
    result.push({
      window_id: window.id,
      window_name: window.window_name,
      date,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
      is_recurring: window.is_repeating && window.frequency !== null,
    });
  }
  return result;
}

// ---- Generators: ranges around the March/April and October/November changes of 2026.
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
// Early-morning starts are favoured, since that is where the DST gaps and overlaps are.
const timePair = fc
  .oneof(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 1438 }))
  .chain((start) =>
    fc.integer({ min: start + 1, max: Math.min(1439, start + 300) }).map((end) => [hhmm(start), hhmm(end)] as const),
  );

const transitionRange = fc
  .tuple(
    fc.constantFrom('2026-02-25', '2026-03-20', '2026-09-25', '2026-10-20'),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 0, max: 45 }),
  )
  .map(([anchor, offset, length]): DateRange => {
    const first = dayNumber(anchor) + offset;
    return { start_date: dateOf(first), end_date: dateOf(first + length) };
  });

const frequency = fc.constantFrom<Frequency | null>(null, 'daily', 'weekly', 'biweekly', 'monthly');

const scenario = transitionRange.chain((range) => {
  const rangeStart = dayNumber(range.start_date);
  // Mostly series starting near the range; some a year back, to reach the default end date.
  const nearRange = fc
    .oneof(fc.integer({ min: -40, max: 50 }), fc.integer({ min: -400, max: 60 }))
    .map((offset) => dateOf(rangeStart + offset));
  const windowArb = fc
    .record({
      id: fc.constant('w'),
      window_name: fc.constant('Window'),
      times: timePair,
      timezone: fc.constantFrom(...ZONES),
      start_date: nearRange,
      end_offset: fc.option(fc.integer({ min: -3, max: 420 })),
      is_repeating: fc.boolean(),
      frequency,
      days_of_week: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    })
    .map(({ times, end_offset, ...rest }): WindowSchedule => ({
      ...rest,
      start_time: times[0],
      end_time: times[1],
      end_date: end_offset === null ? null : dateOf(dayNumber(rest.start_date) + end_offset),
    }));
  const exception = fc
    .record({
      date: fc.integer({ min: -3, max: 50 }).map((offset) => dateOf(rangeStart + offset)),
      cancelled: fc.boolean(),
      times: fc.option(timePair),
    })
    .map(({ times, ...rest }): WindowException =>
      times ? { ...rest, start_time: times[0], end_time: times[1] } : rest,
    );
  return fc.record({ window: windowArb, range: fc.constant(range), exceptions: fc.array(exception, { maxLength: 6 }) });
});

// Property runs are CPU-bound: a generous limit keeps a loaded CI machine from failing them.
const TIMEOUT = 60_000;

describe('expandWindowOccurrences against a day-by-day oracle', () => {
  it(
    'agrees with the oracle in every zone across both DST changes of 2026',
    () => {
      fc.assert(
        fc.property(scenario, ({ window, range, exceptions }) => {
          expect(expandWindowOccurrences(window, range, exceptions)).toEqual(oracle(window, range, exceptions));
        }),
        { numRuns: 600 },
      );
    },
    TIMEOUT,
  );

  it(
    'returns occurrences sorted by start, each starting on its own local date, inputs untouched',
    () => {
      fc.assert(
        fc.property(scenario, ({ window, range, exceptions }) => {
          const before = structuredClone({ window, range, exceptions });
          const occurrences = expandWindowOccurrences(window, range, exceptions);
          const starts = occurrences.map((occurrence) => Date.parse(occurrence.start_time));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          for (const occurrence of occurrences) {
            const local = Temporal.Instant.from(occurrence.start_time).toZonedDateTimeISO(window.timezone);
            expect(local.toPlainDate().toString()).toBe(occurrence.date);
            expect(Date.parse(occurrence.end_time)).toBeGreaterThan(Date.parse(occurrence.start_time));
          }
          expect({ window, range, exceptions }).toEqual(before);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );
});
