import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayNumberOf } from './local-days';
import { localDayOf, localDaysTouching, localSpanOnDay, startOfLocalDay, wallClockToEpochMs } from './local-time';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('wallClockToEpochMs', () => {
  it.each([
    // New York 2026: spring forward Mar 8 02:00 → 03:00, fall back Nov 1 02:00 → 01:00.
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00Z'],
    ['America/New_York', '2026-03-08', '02:00', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00Z'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-11-01', '00:59', '2026-11-01T04:59:00Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00Z'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00Z'],
    // London: spring forward Mar 29 01:00 → 02:00, fall back Oct 25 02:00 → 01:00.
    ['Europe/London', '2026-03-29', '01:15', '2026-03-29T01:15:00Z'],
    ['Europe/London', '2026-10-25', '01:15', '2026-10-25T00:15:00Z'],
    // Sydney: fall back Apr 5 03:00 → 02:00, spring forward Oct 4 02:00 → 03:00.
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00Z'],
    ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:30:00Z'],
    // Lord Howe moves its clocks by half an hour: 02:00 → 02:30 in October (02:15 is read as 02:45), 02:00 → 01:30 in April.
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '2026-10-03T15:45:00Z'],
    ['Australia/Lord_Howe', '2026-04-05', '01:45', '2026-04-04T14:45:00Z'],
    // Chatham at +12:45/+13:45 springs forward at 02:45: 03:00 is read as 04:00.
    ['Pacific/Chatham', '2026-09-27', '03:00', '2026-09-26T14:15:00Z'],
    // Sao Paulo sprang forward at midnight until 2018: 00:00–00:59 did not exist on 2018-11-04.
    ['America/Sao_Paulo', '2018-11-04', '00:30', '2018-11-04T03:30:00Z'],
    ['America/Sao_Paulo', '2019-02-16', '23:30', '2019-02-17T01:30:00Z'],
    ['Asia/Kathmandu', '2026-03-08', '09:00', '2026-03-08T03:15:00Z'],
    ['UTC', '2026-03-08', '09:00:30.250', '2026-03-08T09:00:30.250Z'],
    // Samoa skipped 2011-12-30 whole, moving from -10 to +14.
    ['Pacific/Apia', '2011-12-30', '12:00', '2011-12-30T22:00:00Z'],
  ])('%s %s %s is %s', (zone, date, time, expected) => {
    expect(wallClockToEpochMs(date, time, zone)).toBe(utc(expected));
  });
});

describe('localDayOf', () => {
  it.each([
    ['2026-03-09T03:59:59.999Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T04:00:00.000Z', 'America/New_York', '2026-03-09'],
    ['2026-03-09T13:00:00.000Z', 'Australia/Sydney', '2026-03-10'],
    ['1969-12-31T23:00:00.000Z', 'UTC', '1969-12-31'],
    ['1969-12-31T23:00:00.000Z', 'Europe/Paris', '1970-01-01'],
  ])('%s is on %s’s local date %s', (instant, zone, date) => {
    expect(localDayOf(utc(instant), zone)).toBe(dayNumberOf(date));
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00Z'],
    // Midnight did not exist: the day began with the change, at 01:00.
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T03:00:00Z'],
    ['2011-12-31', 'Pacific/Apia', '2011-12-30T10:00:00Z'],
    // Havana falls back from 01:00 to midnight: the day begins at the first of its two midnights.
    ['2026-11-01', 'America/Havana', '2026-11-01T04:00:00Z'],
  ])('%s in %s begins at %s', (date, zone, expected) => {
    expect(startOfLocalDay(dayNumberOf(date), zone)).toBe(utc(expected));
    expect(startOfLocalDay(dayNumberOf(date), zone)).toBe(
      Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    );
  });
});

describe('localDaysTouching', () => {
  it('takes the UTC days of the range and one more either side', () => {
    const range = { start: utc('2026-03-09T05:00:00Z'), end: utc('2026-03-11T00:00:00Z') };
    expect(localDaysTouching(range)).toEqual({
      firstDay: dayNumberOf('2026-03-08'),
      lastDay: dayNumberOf('2026-03-12'),
    });
  });
});

describe('localSpanOnDay', () => {
  const day = dayNumberOf('2026-03-08');
  it('gives the instants of a wall-clock span', () => {
    expect(localSpanOnDay(day, 1 * HOUR, 4 * HOUR, 'America/New_York')).toEqual({
      start: utc('2026-03-08T06:00:00Z'),
      end: utc('2026-03-08T08:00:00Z'),
    });
  });

  it('drops a span that the spring-forward gap turns inside out or empties', () => {
    expect(localSpanOnDay(day, 2.5 * HOUR, 3.25 * HOUR, 'America/New_York')).toBeNull();
    expect(localSpanOnDay(day, 2 * HOUR, 3 * HOUR, 'America/New_York')).toBeNull();
    expect(localSpanOnDay(day, 2.25 * HOUR, 2.75 * HOUR, 'America/New_York')).toEqual({
      start: utc('2026-03-08T07:15:00Z'),
      end: utc('2026-03-08T07:45:00Z'),
    });
  });
});
