import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { recurringPatternSchema } from '../events/recurring-pattern';
import {
  expandEventInstances,
  isInstanceStart,
  nextEventInstance,
  toRRuleLine,
  type EventTiming,
} from './event-recurrence';

type PatternInput = Parameters<typeof recurringPatternSchema.parse>[0] & object;

/** The UTC instant a wall clock in `zone` shows `local` (`YYYY-MM-DDTHH:MM`). */
const at = (zone: string, local: string) =>
  Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant().toString({ fractionalSecondDigits: 3 });

function event(zone: string, start: string, end: string, pattern: PatternInput | null, allDay = false): EventTiming {
  return {
    start_time: at(zone, start),
    end_time: at(zone, end),
    timezone: zone,
    all_day: allDay,
    recurring_pattern: pattern === null ? null : recurringPatternSchema.parse(pattern),
  };
}

const range = (start: string, end: string) => ({ start: `${start}T00:00:00Z`, end: `${end}T00:00:00Z` });

/** Instance starts as local wall times `YYYY-MM-DDTHH:MM` in `zone`. */
const localStarts = (timing: EventTiming, window: { start: string; end: string }) =>
  expandEventInstances(timing, window).map((instance) =>
    Temporal.Instant.from(instance.instance_start)
      .toZonedDateTimeISO(timing.timezone)
      .toPlainDateTime()
      .toString({ smallestUnit: 'minute' }),
  );

const utcSpans = (timing: EventTiming, window: { start: string; end: string }) =>
  expandEventInstances(timing, window).map((instance) => `${instance.instance_start} ${instance.instance_end}`);

const CHICAGO = 'America/Chicago';

describe('expandEventInstances: the calendar rules', () => {
  it.each([
    {
      rule: 'weekly → BYDAY from days_of_week (0 = Sunday)',
      timing: event(CHICAGO, '2026-01-05T18:00', '2026-01-05T19:00', {
        recurrence_type: 'weekly',
        days_of_week: [1, 3],
      }),
      window: range('2026-01-01', '2026-01-16'),
      expected: ['2026-01-05T18:00', '2026-01-07T18:00', '2026-01-12T18:00', '2026-01-14T18:00'],
    },
    {
      rule: 'weekly without days → the first occurrence’s weekday',
      timing: event(CHICAGO, '2026-01-08T09:00', '2026-01-08T10:00', { recurrence_type: 'weekly' }),
      window: range('2026-01-01', '2026-01-30'),
      expected: ['2026-01-08T09:00', '2026-01-15T09:00', '2026-01-22T09:00', '2026-01-29T09:00'],
    },
    {
      rule: 'interval 2 → every other week',
      timing: event(CHICAGO, '2026-01-05T18:00', '2026-01-05T19:00', {
        recurrence_type: 'weekly',
        interval: 2,
        days_of_week: [1, 3],
      }),
      window: range('2026-01-01', '2026-02-06'),
      expected: [
        '2026-01-05T18:00',
        '2026-01-07T18:00',
        '2026-01-19T18:00',
        '2026-01-21T18:00',
        '2026-02-02T18:00',
        '2026-02-04T18:00',
      ],
    },
    {
      rule: 'interval 2 counts weeks from Sunday, as the form shows them',
      timing: event(CHICAGO, '2026-01-04T18:00', '2026-01-04T19:00', {
        recurrence_type: 'weekly',
        interval: 2,
        days_of_week: [0, 1],
      }),
      window: range('2026-01-01', '2026-01-24'),
      expected: ['2026-01-04T18:00', '2026-01-05T18:00', '2026-01-18T18:00', '2026-01-19T18:00'],
    },
    {
      rule: 'interval 2 from an off-pattern Sunday: its week is the first',
      timing: event(CHICAGO, '2026-01-04T18:00', '2026-01-04T19:00', {
        recurrence_type: 'weekly',
        interval: 2,
        days_of_week: [1],
      }),
      window: range('2026-01-01', '2026-01-24'),
      expected: ['2026-01-04T18:00', '2026-01-05T18:00', '2026-01-19T18:00'],
    },
    {
      rule: 'COUNT counts the first occurrence even off the pattern',
      timing: event(CHICAGO, '2026-03-01T18:00', '2026-03-01T19:00', {
        recurrence_type: 'weekly',
        days_of_week: [1, 3],
        end_occurrences: 3,
      }),
      window: range('2026-01-01', '2027-01-01'),
      expected: ['2026-03-01T18:00', '2026-03-02T18:00', '2026-03-04T18:00'],
    },
    {
      rule: 'end_date is inclusive in the event’s zone (22:00 Chicago is the next day in UTC)',
      timing: event(CHICAGO, '2026-01-01T22:00', '2026-01-01T23:00', {
        recurrence_type: 'weekly',
        end_date: '2026-01-15',
      }),
      window: range('2026-01-01', '2026-03-01'),
      expected: ['2026-01-01T22:00', '2026-01-08T22:00', '2026-01-15T22:00'],
    },
    {
      // Invalid input the form should refuse; iCalendar readers (ical.js) also show nothing for it.
      rule: 'an end date before the first occurrence leaves no instance',
      timing: event(CHICAGO, '2026-01-08T09:00', '2026-01-08T10:00', {
        recurrence_type: 'weekly',
        end_date: '2026-01-07',
      }),
      window: range('2026-01-01', '2026-03-01'),
      expected: [],
    },
    {
      rule: 'COUNT and end date together → whichever ends first',
      timing: event(CHICAGO, '2026-01-01T09:00', '2026-01-01T10:00', {
        recurrence_type: 'weekly',
        end_date: '2026-01-15',
        end_occurrences: 10,
      }),
      window: range('2026-01-01', '2026-03-01'),
      expected: ['2026-01-01T09:00', '2026-01-08T09:00', '2026-01-15T09:00'],
    },
    {
      rule: 'monthly day_of_month → BYMONTHDAY, after an off-pattern first occurrence',
      timing: event(CHICAGO, '2026-01-10T12:00', '2026-01-10T13:00', { recurrence_type: 'monthly', day_of_month: 15 }),
      window: range('2026-01-01', '2026-04-01'),
      expected: ['2026-01-10T12:00', '2026-01-15T12:00', '2026-02-15T12:00', '2026-03-15T12:00'],
    },
    {
      rule: 'monthly 2nd Tuesday',
      timing: event(CHICAGO, '2026-01-13T19:00', '2026-01-13T21:00', {
        recurrence_type: 'monthly',
        week_of_month: 2,
        day_of_week_monthly: 2,
      }),
      window: range('2026-01-01', '2026-05-01'),
      expected: ['2026-01-13T19:00', '2026-02-10T19:00', '2026-03-10T19:00', '2026-04-14T19:00'],
    },
    {
      rule: 'monthly last Friday',
      timing: event(CHICAGO, '2026-01-30T17:00', '2026-01-30T18:00', {
        recurrence_type: 'monthly',
        week_of_month: -1,
        day_of_week_monthly: 5,
      }),
      window: range('2026-01-01', '2026-05-01'),
      expected: ['2026-01-30T17:00', '2026-02-27T17:00', '2026-03-27T17:00', '2026-04-24T17:00'],
    },
    {
      rule: 'monthly from Jan 31 skips the months without a 31st',
      timing: event(CHICAGO, '2026-01-31T08:00', '2026-01-31T09:00', { recurrence_type: 'monthly' }),
      window: range('2026-01-01', '2027-01-01'),
      expected: [
        '2026-01-31T08:00',
        '2026-03-31T08:00',
        '2026-05-31T08:00',
        '2026-07-31T08:00',
        '2026-08-31T08:00',
        '2026-10-31T08:00',
        '2026-12-31T08:00',
      ],
    },
    {
      rule: 'monthly, interval 3',
      timing: event(CHICAGO, '2026-01-20T08:00', '2026-01-20T09:00', {
        recurrence_type: 'monthly',
        interval: 3,
        day_of_month: 20,
      }),
      window: range('2026-01-01', '2027-01-01'),
      expected: ['2026-01-20T08:00', '2026-04-20T08:00', '2026-07-20T08:00', '2026-10-20T08:00'],
    },
    {
      rule: 'yearly → the first occurrence’s month and day',
      timing: event(CHICAGO, '2026-07-04T12:00', '2026-07-04T15:00', { recurrence_type: 'yearly' }),
      window: range('2026-01-01', '2029-01-01'),
      expected: ['2026-07-04T12:00', '2027-07-04T12:00', '2028-07-04T12:00'],
    },
    {
      rule: 'yearly from Feb 29 → leap years only',
      timing: event(CHICAGO, '2028-02-29T12:00', '2028-02-29T13:00', { recurrence_type: 'yearly' }),
      window: range('2028-01-01', '2037-01-01'),
      expected: ['2028-02-29T12:00', '2032-02-29T12:00', '2036-02-29T12:00'],
    },
    {
      rule: 'yearly from Feb 29 with COUNT: skipped years do not count',
      timing: event(CHICAGO, '2028-02-29T12:00', '2028-02-29T13:00', { recurrence_type: 'yearly', end_occurrences: 2 }),
      window: range('2028-01-01', '2045-01-01'),
      expected: ['2028-02-29T12:00', '2032-02-29T12:00'],
    },
  ])('$rule', ({ timing, window, expected }) => {
    expect(localStarts(timing, window)).toEqual(expected);
  });

  it('yields a one-off event when it overlaps the range, and only then', () => {
    const oneOff = event(CHICAGO, '2026-05-01T10:00', '2026-05-01T12:00', null);
    expect(expandEventInstances(oneOff, range('2026-05-01', '2026-05-02'))).toEqual([
      { instance_start: '2026-05-01T15:00:00.000Z', instance_end: '2026-05-01T17:00:00.000Z' },
    ]);
    expect(expandEventInstances(oneOff, { start: '2026-05-01T17:00:00Z', end: '2026-05-02T00:00:00Z' })).toEqual([]);
  });

  it('includes an instance the range cuts through, and not one starting at the range end', () => {
    const weekly = event('UTC', '2026-01-05T22:00', '2026-01-06T02:00', { recurrence_type: 'weekly' });
    expect(utcSpans(weekly, { start: '2026-01-13T01:00:00Z', end: '2026-01-19T22:00:00Z' })).toEqual([
      '2026-01-12T22:00:00.000Z 2026-01-13T02:00:00.000Z',
    ]);
  });

  it('returns nothing for an empty or inverted range', () => {
    const weekly = event(CHICAGO, '2026-01-05T18:00', '2026-01-05T19:00', { recurrence_type: 'weekly' });
    expect(expandEventInstances(weekly, range('2026-02-01', '2026-02-01'))).toEqual([]);
    expect(expandEventInstances(weekly, range('2026-03-01', '2026-02-01'))).toEqual([]);
  });

  it('does not mutate its input', () => {
    const timing = event(CHICAGO, '2026-01-05T18:00', '2026-01-05T19:00', {
      recurrence_type: 'weekly',
      days_of_week: [3, 1],
    });
    const frozen = deepFreeze(structuredClone(timing));
    expect(() => expandEventInstances(frozen, range('2026-01-01', '2026-03-01'))).not.toThrow();
    expect(() => toRRuleLine(frozen)).not.toThrow();
    expect(frozen).toEqual(timing);
  });
});

describe('expandEventInstances across DST', () => {
  const sundays = (zone: string, firstSunday: string) =>
    event(zone, `${firstSunday}T18:00`, `${firstSunday}T20:00`, { recurrence_type: 'weekly' });

  it.each([
    {
      zone: 'America/New_York',
      first: '2026-03-01',
      spring: range('2026-03-01', '2026-03-16'),
      springExpected: [
        '2026-03-01T23:00:00.000Z 2026-03-02T01:00:00.000Z',
        '2026-03-08T22:00:00.000Z 2026-03-09T00:00:00.000Z',
        '2026-03-15T22:00:00.000Z 2026-03-16T00:00:00.000Z',
      ],
      autumn: range('2026-10-25', '2026-11-09'),
      autumnExpected: [
        '2026-10-25T22:00:00.000Z 2026-10-26T00:00:00.000Z',
        '2026-11-01T23:00:00.000Z 2026-11-02T01:00:00.000Z',
        '2026-11-08T23:00:00.000Z 2026-11-09T01:00:00.000Z',
      ],
    },
    {
      zone: 'Europe/London',
      first: '2026-03-22',
      spring: range('2026-03-22', '2026-03-30'),
      springExpected: [
        '2026-03-22T18:00:00.000Z 2026-03-22T20:00:00.000Z',
        '2026-03-29T17:00:00.000Z 2026-03-29T19:00:00.000Z',
      ],
      autumn: range('2026-10-18', '2026-10-26'),
      autumnExpected: [
        '2026-10-18T17:00:00.000Z 2026-10-18T19:00:00.000Z',
        '2026-10-25T18:00:00.000Z 2026-10-25T20:00:00.000Z',
      ],
    },
    {
      // Southern hemisphere: daylight time ends in April and starts in October.
      zone: 'Australia/Sydney',
      first: '2026-03-29',
      spring: range('2026-03-29', '2026-04-06'),
      springExpected: [
        '2026-03-29T07:00:00.000Z 2026-03-29T09:00:00.000Z',
        '2026-04-05T08:00:00.000Z 2026-04-05T10:00:00.000Z',
      ],
      autumn: range('2026-09-27', '2026-10-05'),
      autumnExpected: [
        '2026-09-27T08:00:00.000Z 2026-09-27T10:00:00.000Z',
        '2026-10-04T07:00:00.000Z 2026-10-04T09:00:00.000Z',
      ],
    },
    {
      // No DST, and a 45-minute offset: the same UTC time all year.
      zone: 'Asia/Kathmandu',
      first: '2026-03-01',
      spring: range('2026-03-01', '2026-03-09'),
      springExpected: [
        '2026-03-01T12:15:00.000Z 2026-03-01T14:15:00.000Z',
        '2026-03-08T12:15:00.000Z 2026-03-08T14:15:00.000Z',
      ],
      autumn: range('2026-10-25', '2026-11-02'),
      autumnExpected: [
        '2026-10-25T12:15:00.000Z 2026-10-25T14:15:00.000Z',
        '2026-11-01T12:15:00.000Z 2026-11-01T14:15:00.000Z',
      ],
    },
  ])('keeps 18:00–20:00 local in $zone', ({ zone, first, spring, springExpected, autumn, autumnExpected }) => {
    expect(utcSpans(sundays(zone, first), spring)).toEqual(springExpected);
    expect(utcSpans(sundays(zone, first), autumn)).toEqual(autumnExpected);
  });

  it('moves a start in the spring-forward gap forward and keeps the wall-clock end', () => {
    const early = event('America/New_York', '2026-03-01T02:30', '2026-03-01T04:30', { recurrence_type: 'weekly' });
    expect(utcSpans(early, range('2026-03-01', '2026-03-16'))).toEqual([
      '2026-03-01T07:30:00.000Z 2026-03-01T09:30:00.000Z',
      '2026-03-08T07:30:00.000Z 2026-03-08T08:30:00.000Z',
      '2026-03-15T06:30:00.000Z 2026-03-15T08:30:00.000Z',
    ]);
  });

  it('keeps the length of an event the gap would turn inside out', () => {
    const sliver = event('America/New_York', '2026-03-01T02:30', '2026-03-01T03:15', { recurrence_type: 'weekly' });
    expect(utcSpans(sliver, range('2026-03-08', '2026-03-09'))).toEqual([
      '2026-03-08T07:30:00.000Z 2026-03-08T08:15:00.000Z',
    ]);
  });

  it('takes the earlier of a repeated fall-back time', () => {
    const late = event('America/New_York', '2026-10-25T01:30', '2026-10-25T02:30', { recurrence_type: 'weekly' });
    expect(utcSpans(late, range('2026-11-01', '2026-11-02'))).toEqual([
      '2026-11-01T05:30:00.000Z 2026-11-01T07:30:00.000Z',
    ]);
  });

  it('gives all-day instances whole local days, 23 hours long on the spring-forward day', () => {
    const weekend = event(
      'America/New_York',
      '2026-03-07T00:00',
      '2026-03-08T00:00',
      { recurrence_type: 'weekly', days_of_week: [0, 6] },
      true,
    );
    expect(utcSpans(weekend, range('2026-03-07', '2026-03-15'))).toEqual([
      '2026-03-07T05:00:00.000Z 2026-03-08T05:00:00.000Z',
      '2026-03-08T05:00:00.000Z 2026-03-09T04:00:00.000Z',
      '2026-03-14T04:00:00.000Z 2026-03-15T04:00:00.000Z',
    ]);
  });

  it('keeps a multi-day all-day event’s length in days across the autumn change', () => {
    const trip = event('Europe/London', '2026-10-23T00:00', '2026-10-26T00:00', { recurrence_type: 'yearly' }, true);
    expect(utcSpans(trip, range('2027-10-01', '2027-11-01'))).toEqual([
      '2027-10-22T23:00:00.000Z 2027-10-25T23:00:00.000Z',
    ]);
  });
});

describe('nextEventInstance', () => {
  const weekly = event('America/New_York', '2026-03-01T18:00', '2026-03-01T20:00', {
    recurrence_type: 'weekly',
    end_occurrences: 3,
  });

  it('returns the first instance whose end is after the instant, one in progress included', () => {
    expect(nextEventInstance(weekly, '2026-01-01T00:00:00Z')?.instance_start).toBe('2026-03-01T23:00:00.000Z');
    expect(nextEventInstance(weekly, '2026-03-08T23:00:00Z')?.instance_start).toBe('2026-03-08T22:00:00.000Z');
    expect(nextEventInstance(weekly, '2026-03-09T00:00:00Z')?.instance_start).toBe('2026-03-15T22:00:00.000Z');
  });

  it('returns null once the series is over', () => {
    expect(nextEventInstance(weekly, '2026-03-16T00:00:00Z')).toBeNull();
  });

  it('finds the next instance of an unbounded series years ahead', () => {
    const open = event('America/New_York', '2026-03-01T18:00', '2026-03-01T20:00', { recurrence_type: 'weekly' });
    expect(nextEventInstance(open, '2031-06-02T12:00:00Z')).toEqual({
      instance_start: '2031-06-08T22:00:00.000Z',
      instance_end: '2031-06-09T00:00:00.000Z',
    });
  });

  it('returns a one-off event until it has ended', () => {
    const oneOff = event(CHICAGO, '2026-05-01T10:00', '2026-05-01T12:00', null);
    expect(nextEventInstance(oneOff, '2026-05-01T16:00:00Z')?.instance_start).toBe('2026-05-01T15:00:00.000Z');
    expect(nextEventInstance(oneOff, '2026-05-01T17:00:00Z')).toBeNull();
  });
});

describe('isInstanceStart', () => {
  const weekly = event('America/New_York', '2026-03-01T02:30', '2026-03-01T04:30', { recurrence_type: 'weekly' });

  it('is true only at an instance’s exact start', () => {
    expect(isInstanceStart(weekly, '2026-03-15T06:30:00Z')).toBe(true);
    expect(isInstanceStart(weekly, '2026-03-15T06:30:00.001Z')).toBe(false);
    expect(isInstanceStart(weekly, '2026-03-16T06:30:00Z')).toBe(false);
    expect(isInstanceStart(weekly, '2026-02-22T07:30:00Z')).toBe(false);
  });

  it('knows a start the spring-forward gap moved', () => {
    expect(isInstanceStart(weekly, '2026-03-08T07:30:00Z')).toBe(true);
    expect(isInstanceStart(weekly, '2026-03-08T06:30:00Z')).toBe(false);
  });

  it('accepts any offset form of the instant', () => {
    expect(isInstanceStart(weekly, '2026-03-15T02:30:00-04:00')).toBe(true);
  });
});

describe('toRRuleLine', () => {
  const NY = 'America/New_York';
  it.each([
    { pattern: null, expected: null },
    {
      pattern: { recurrence_type: 'weekly', interval: 2, days_of_week: [1, 3], end_date: '2026-12-31' },
      expected: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270101T045959Z',
    },
    { pattern: { recurrence_type: 'weekly' }, expected: 'FREQ=WEEKLY;BYDAY=TH' },
    {
      pattern: { recurrence_type: 'weekly', interval: 2, days_of_week: [0, 1] },
      expected: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU',
    },
    {
      pattern: { recurrence_type: 'weekly', interval: 3, days_of_week: [1, 3] },
      expected: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,WE',
    },
    {
      pattern: { recurrence_type: 'weekly', end_date: '2026-06-30' },
      expected: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20260701T035959Z',
    },
    { pattern: { recurrence_type: 'weekly', end_occurrences: 5 }, expected: 'FREQ=WEEKLY;BYDAY=TH;COUNT=5' },
    {
      pattern: { recurrence_type: 'weekly', end_occurrences: 5, end_date: '2026-01-15' },
      expected: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20260116T045959Z',
    },
    {
      pattern: { recurrence_type: 'weekly', end_occurrences: 2, end_date: '2026-01-15' },
      expected: 'FREQ=WEEKLY;BYDAY=TH;COUNT=2',
    },
    { pattern: { recurrence_type: 'monthly', day_of_month: 15 }, expected: 'FREQ=MONTHLY;BYMONTHDAY=15' },
    {
      pattern: { recurrence_type: 'monthly', week_of_month: 2, day_of_week_monthly: 2 },
      expected: 'FREQ=MONTHLY;BYDAY=2TU',
    },
    {
      pattern: { recurrence_type: 'monthly', week_of_month: -1, day_of_week_monthly: 5 },
      expected: 'FREQ=MONTHLY;BYDAY=-1FR',
    },
    { pattern: { recurrence_type: 'monthly', interval: 3 }, expected: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1' },
    { pattern: { recurrence_type: 'yearly' }, expected: 'FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1' },
  ] as const)('$expected', ({ pattern, expected }) => {
    expect(toRRuleLine(event(NY, '2026-01-01T18:00', '2026-01-01T19:00', pattern as PatternInput | null))).toBe(
      expected,
    );
  });

  it('writes UNTIL as a date for an all-day event (DTSTART;VALUE=DATE)', () => {
    const allDay = event(
      NY,
      '2026-01-01T00:00',
      '2026-01-02T00:00',
      { recurrence_type: 'weekly', end_date: '2026-12-31' },
      true,
    );
    expect(toRRuleLine(allDay)).toBe('FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231');
  });

  it.each([
    {
      zone: 'America/New_York',
      pattern: { recurrence_type: 'weekly', interval: 2, days_of_week: [0, 2, 5], end_date: '2026-12-20' },
    },
    {
      zone: 'Europe/London',
      pattern: { recurrence_type: 'monthly', week_of_month: -1, day_of_week_monthly: 5, end_occurrences: 12 },
    },
    { zone: 'Australia/Sydney', pattern: { recurrence_type: 'monthly', interval: 2 } },
    { zone: 'Asia/Kathmandu', pattern: { recurrence_type: 'yearly', end_date: '2036-01-01' } },
  ] as const)('reads back, in $zone’s real time, to the instances expanded', ({ zone, pattern }) => {
    const timing = event(zone, '2026-01-30T18:00', '2026-01-30T19:00', pattern as PatternInput);
    const line = toRRuleLine(timing) as string;
    const dtstart = Temporal.Instant.from(timing.start_time).toZonedDateTimeISO(zone);
    const rule = new RRuleTemporal({ rruleString: `RRULE:${line}`, dtstart, tzid: zone, includeDtstart: true });
    const window = range('2026-01-01', '2030-01-01');
    const parsed = rule
      .between(new Date(window.start), new Date(window.end), true)
      .map((date) => date.toInstant().toString({ fractionalSecondDigits: 3 }));
    expect(parsed.length).toBeGreaterThan(3);
    expect(expandEventInstances(timing, window).map((instance) => instance.instance_start)).toEqual(parsed);
  });
});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
