// Checks the event expander against a brute-force oracle that walks local dates one by one and applies each rule directly.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { RecurringPattern } from '../events/recurring-pattern';
import {
  expandEventInstances,
  isInstanceStart,
  nextEventInstance,
  type EventInstance,
  type EventTiming,
} from './event-recurrence';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu'] as const;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

// ---- Calendar arithmetic on day numbers (days since 1970-01-01), independent of Temporal and TZ.
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
const fieldsOf = (day: number) => {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const sundayWeekday = (day: number) => new Date(day * DAY_MS).getUTCDay();
const daysInMonth = (day: number) => {
  const { year, month } = fieldsOf(day);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};
const monthIndex = (day: number) => fieldsOf(day).year * 12 + fieldsOf(day).month;

/** The local wall clock of an instant in `zone`, as fields plus minutes since local midnight. */
function wallOf(ms: number, zone: string) {
  const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  return { day: dayNumber(local.year, local.month, local.day), minutes: local.hour * 60 + local.minute };
}

/** ZonedDateTime.from's default disambiguation is 'compatible', the rule the expander promises. */
function instantAt(day: number, minutes: number, zone: string): number {
  const { year, month, day: dayOfMonth } = fieldsOf(day + Math.floor(minutes / 1440));
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return Temporal.ZonedDateTime.from({
    year,
    month,
    day: dayOfMonth,
    hour: Math.floor(inDay / 60),
    minute: inDay % 60,
    timeZone: zone,
  }).epochMilliseconds;
}

function isOnRule(pattern: RecurringPattern, first: number, day: number): boolean {
  if (day === first) return true;
  if (day < first) return false;
  switch (pattern.recurrence_type) {
    case 'weekly': {
      const days = pattern.days_of_week.length > 0 ? pattern.days_of_week : [sundayWeekday(first)];
      // Weeks run Sunday to Saturday, counted from the first occurrence's week.
      const weeks = (day - sundayWeekday(day) - (first - sundayWeekday(first))) / 7;
      return days.includes(sundayWeekday(day)) && weeks % pattern.interval === 0;
    }
    case 'monthly': {
      if ((monthIndex(day) - monthIndex(first)) % pattern.interval !== 0) return false;
      const dayOfMonth = fieldsOf(day).day;
      if (pattern.day_of_month !== null) return dayOfMonth === pattern.day_of_month;
      if (pattern.week_of_month !== null && pattern.day_of_week_monthly !== null) {
        if (sundayWeekday(day) !== pattern.day_of_week_monthly) return false;
        return pattern.week_of_month === -1
          ? dayOfMonth > daysInMonth(day) - 7
          : Math.ceil(dayOfMonth / 7) === pattern.week_of_month;
      }
      return dayOfMonth === fieldsOf(first).day;
    }
    case 'yearly':
      return (
        (fieldsOf(day).year - fieldsOf(first).year) % pattern.interval === 0 &&
        fieldsOf(day).month === fieldsOf(first).month &&
        fieldsOf(day).day === fieldsOf(first).day
      );
  }
}

function oracle(event: EventTiming, range: { start: string; end: string }): EventInstance[] {
  const pattern = event.recurring_pattern as RecurringPattern;
  const zone = event.timezone;
  const [firstStart, firstEnd] = [Date.parse(event.start_time), Date.parse(event.end_time)];
  const start = wallOf(firstStart, zone);
  const end = wallOf(firstEnd, zone);
  const wallMinutes = (end.day - start.day) * 1440 + end.minutes - start.minutes;
  const allDayLength = Math.max(1, end.day - start.day + (end.minutes > 0 ? 1 : 0));
  const untilDay =
    pattern.end_date === null
      ? Infinity
      : dayNumber(+pattern.end_date.slice(0, 4), +pattern.end_date.slice(5, 7), +pattern.end_date.slice(8, 10));
  const lastDay = wallOf(Date.parse(range.end), zone).day + 1;

  const result: EventInstance[] = [];
  let counted = 0;
  for (let day = start.day; day <= Math.min(lastDay, untilDay); day += 1) {
    if (!isOnRule(pattern, start.day, day)) continue;
    counted += 1;
    if (pattern.end_occurrences !== null && counted > pattern.end_occurrences) break;
    let [from, to] = [firstStart, firstEnd];
    if (day !== start.day && event.all_day)
      [from, to] = [instantAt(day, 0, zone), instantAt(day + allDayLength, 0, zone)];
    else if (day !== start.day) {
      from = instantAt(day, start.minutes, zone);
      to = instantAt(day, start.minutes + wallMinutes, zone);
      if (to <= from) to = from + (firstEnd - firstStart);
    }
    if (from < Date.parse(range.end) && to > Date.parse(range.start)) {
      result.push({ instance_start: new Date(from).toISOString(), instance_end: new Date(to).toISOString() });
    }
  }
  return result;
}

// ---- Generators. Dates around 2026 so both of its DST changes fall inside; times lean towards the small hours.
const BASE_DAY = dayNumber(2025, 11, 1);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const quarterHour = fc
  .oneof(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 0, max: 16 }))
  .map((quarter) => quarter * 15);

const endArb = fc.oneof(
  fc.constant({ end_date: null, end_occurrences: null }),
  fc.integer({ min: 1, max: 40 }).map((count) => ({ end_date: null, end_occurrences: count })),
  fc.integer({ min: 0, max: 400 }).map((days) => ({ end_date: days, end_occurrences: null })),
);

const weeklyArb = fc.record({
  recurrence_type: fc.constant('weekly' as const),
  interval: fc.integer({ min: 1, max: 3 }),
  days_of_week: fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 })
    .map((days) => [...days].sort((a, b) => a - b)),
  day_of_month: fc.constant(null),
  week_of_month: fc.constant(null),
  day_of_week_monthly: fc.constant(null),
});

const monthlyArb = fc
  .record({
    interval: fc.integer({ min: 1, max: 4 }),
    rule: fc.oneof(
      fc
        .integer({ min: 1, max: 31 })
        .map((day) => ({ day_of_month: day, week_of_month: null, day_of_week_monthly: null })),
      fc.record({
        day_of_month: fc.constant(null),
        week_of_month: fc.constantFrom(1, 2, 3, 4, -1),
        day_of_week_monthly: fc.integer({ min: 0, max: 6 }),
      }),
      fc.constant({ day_of_month: null, week_of_month: null, day_of_week_monthly: null }),
    ),
  })
  .map(({ interval, rule }) => ({ recurrence_type: 'monthly' as const, interval, days_of_week: [], ...rule }));

const yearlyArb = fc.integer({ min: 1, max: 2 }).map((interval) => ({
  recurrence_type: 'yearly' as const,
  interval,
  days_of_week: [],
  day_of_month: null,
  week_of_month: null,
  day_of_week_monthly: null,
}));

function eventArb(
  patternArb: fc.Arbitrary<Omit<RecurringPattern, 'end_date' | 'end_occurrences'>>,
): fc.Arbitrary<EventTiming> {
  return fc
    .record({
      zone: fc.constantFrom(...ZONES),
      firstDay: fc.integer({ min: 0, max: 420 }).map((offset) => BASE_DAY + offset),
      minutes: quarterHour,
      length: fc.integer({ min: 1, max: 40 }).map((quarters) => quarters * 15),
      allDay: fc.boolean(),
      allDays: fc.integer({ min: 1, max: 3 }),
      pattern: patternArb,
      end: endArb,
    })
    .map(({ zone, firstDay, minutes, length, allDay, allDays, pattern, end }) => {
      const start = allDay ? instantAt(firstDay, 0, zone) : instantAt(firstDay, minutes, zone);
      const finish = allDay ? instantAt(firstDay + allDays, 0, zone) : start + length * MINUTE_MS;
      const end_date = end.end_date === null ? null : isoDay(firstDay + end.end_date);
      return {
        start_time: new Date(start).toISOString(),
        end_time: new Date(finish).toISOString(),
        timezone: zone,
        all_day: allDay,
        recurring_pattern: { ...pattern, end_date, end_occurrences: end.end_occurrences },
      };
    });
}

/** Ranges of up to 100 days in 2026, starting and ending at any quarter hour. */
const rangeArb = fc
  .record({
    startDay: fc.integer({ min: 0, max: 364 }),
    startMinutes: quarterHour,
    hours: fc.integer({ min: 1, max: 2400 }),
  })
  .map(({ startDay, startMinutes, hours }) => {
    const start = (dayNumber(2026, 1, 1) + startDay) * DAY_MS + startMinutes * MINUTE_MS;
    return { start: new Date(start).toISOString(), end: new Date(start + hours * 3_600_000).toISOString() };
  });

const YEAR_2026 = { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' };
// Each property runs a few hundred expansions; leave room on a loaded machine.
const TIMEOUT = 30_000;

describe('expandEventInstances against a day-by-day oracle', () => {
  it.each([
    ['weekly', weeklyArb],
    ['monthly', monthlyArb],
    ['yearly', yearlyArb],
  ] as const)(
    '%s series agree with the oracle over random ranges',
    (_name, patternArb) => {
      fc.assert(
        fc.property(eventArb(patternArb), rangeArb, (event, range) => {
          expect(expandEventInstances(event, range)).toEqual(oracle(event, range));
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );

  it(
    'weekly and monthly series agree with the oracle over all of 2026, across both DST changes',
    () => {
      fc.assert(
        fc.property(eventArb(fc.oneof(weeklyArb, monthlyArb)), (event) => {
          expect(expandEventInstances(event, YEAR_2026)).toEqual(oracle(event, YEAR_2026));
        }),
        { numRuns: 100 },
      );
    },
    TIMEOUT,
  );
});

describe('weekly instances', () => {
  const timedWeekly = eventArb(weeklyArb).filter((event) => !event.all_day);

  it(
    'keep the local start time and weekdays, are sorted and lie in the range',
    () => {
      fc.assert(
        fc.property(timedWeekly, fc.oneof(rangeArb, fc.constant(YEAR_2026)), (event, range) => {
          const pattern = event.recurring_pattern as RecurringPattern;
          const first = Temporal.Instant.from(event.start_time).toZonedDateTimeISO(event.timezone);
          const weekdays = new Set([...pattern.days_of_week, first.dayOfWeek % 7]);
          const instances = expandEventInstances(event, range);
          const starts = instances.map((instance) => Date.parse(instance.instance_start));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          for (const instance of instances) {
            expect(instance.instance_start < range.end && instance.instance_end > range.start).toBe(true);
            const local = Temporal.Instant.from(instance.instance_start).toZonedDateTimeISO(event.timezone);
            expect(weekdays.has(local.dayOfWeek % 7)).toBe(true);
            if (existsOn(local.toPlainDate(), first.toPlainTime(), event.timezone)) {
              expect(local.toPlainTime().equals(first.toPlainTime())).toBe(true);
            } else {
              // Skipped by a spring-forward gap: moved later, never earlier.
              expect(Temporal.PlainTime.compare(local.toPlainTime(), first.toPlainTime())).toBeGreaterThan(0);
            }
          }
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );
});

describe('nextEventInstance and isInstanceStart', () => {
  const FIVE_YEARS_MS = 5 * 366 * DAY_MS;

  it(
    'next is the first expanded instance ending after the instant',
    () => {
      fc.assert(
        fc.property(eventArb(fc.oneof(weeklyArb, monthlyArb)), rangeArb, (event, { start: after }) => {
          const ahead = { start: after, end: new Date(Date.parse(after) + FIVE_YEARS_MS).toISOString() };
          const expected = oracle(event, ahead).find((instance) => instance.instance_end > after) ?? null;
          expect(nextEventInstance(event, after)).toEqual(expected);
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );

  it(
    'every instance start is one, and a millisecond later is not',
    () => {
      fc.assert(
        fc.property(eventArb(fc.oneof(weeklyArb, monthlyArb, yearlyArb)), rangeArb, (event, range) => {
          for (const instance of expandEventInstances(event, range).slice(0, 5)) {
            expect(isInstanceStart(event, instance.instance_start)).toBe(true);
            expect(isInstanceStart(event, new Date(Date.parse(instance.instance_start) + 1).toISOString())).toBe(false);
          }
        }),
        { numRuns: 100 },
      );
    },
    TIMEOUT,
  );
});

/** False only inside a spring-forward gap; a repeated fall-back time exists (twice). */
function existsOn(date: Temporal.PlainDate, time: Temporal.PlainTime, zone: string): boolean {
  const wall = date.toPlainDateTime(time);
  return wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).toPlainDateTime().equals(wall);
}
