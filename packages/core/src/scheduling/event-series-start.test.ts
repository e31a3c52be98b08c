import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { recurringPatternSchema } from '../events/recurring-pattern';
import { alignSeriesStart, expandEventInstances, type EventTiming } from './event-recurrence';

type PatternInput = Parameters<typeof recurringPatternSchema.parse>[0] & object;

const NEW_YORK = 'America/New_York';

/** The UTC instant a wall clock in `zone` shows `local` (`YYYY-MM-DDTHH:MM`). */
const at = (zone: string, local: string) =>
  Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant().toString({ fractionalSecondDigits: 3 });

function event(start: string, end: string, pattern: PatternInput | null, allDay = false, zone = NEW_YORK): EventTiming {
  return {
    start_time: at(zone, start),
    end_time: at(zone, end),
    timezone: zone,
    all_day: allDay,
    recurring_pattern: pattern === null ? null : recurringPatternSchema.parse(pattern),
  };
}

const local = (instant: string, zone = NEW_YORK) =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: 'minute' });

const startsOf = (timing: EventTiming) =>
  expandEventInstances(timing, { start: '2026-11-01T00:00:00Z', end: '2027-03-01T00:00:00Z' }).map((found) =>
    local(found.instance_start),
  );

describe('alignSeriesStart: a series starts on its own first date (behaviour.md §6)', () => {
  it('moves a Monday start of a weekly Wednesday series to that Wednesday, same time and length', () => {
    const aligned = alignSeriesStart(
      event('2026-11-30T18:00', '2026-11-30T19:30', { recurrence_type: 'weekly', days_of_week: [3] }),
    );
    expect([local(aligned.start_time), local(aligned.end_time)]).toEqual(['2026-12-02T18:00', '2026-12-02T19:30']);
    expect(startsOf(aligned).slice(0, 3)).toEqual(['2026-12-02T18:00', '2026-12-09T18:00', '2026-12-16T18:00']);
  });

  it('keeps a start that is already one of the series’ days', () => {
    const timing = event('2026-11-30T18:00', '2026-11-30T19:00', { recurrence_type: 'weekly', days_of_week: [1, 3] });
    expect(alignSeriesStart(timing)).toEqual(timing);
  });

  it('counts occurrences from the moved start, so a count of 3 gives three matching dates', () => {
    const aligned = alignSeriesStart(
      event('2026-11-30T18:00', '2026-11-30T19:00', {
        recurrence_type: 'weekly',
        days_of_week: [3],
        end_occurrences: 3,
      }),
    );
    expect(startsOf(aligned)).toEqual(['2026-12-02T18:00', '2026-12-09T18:00', '2026-12-16T18:00']);
  });

  it('waits the interval when the days come earlier in the start’s week (weeks from Monday, or Sunday with one)', () => {
    const everyOther = (days: number[]) =>
      local(
        alignSeriesStart(
          event('2026-12-02T18:00', '2026-12-02T19:00', { recurrence_type: 'weekly', interval: 2, days_of_week: days }),
        ).start_time,
      );
    expect(everyOther([1])).toBe('2026-12-14T18:00');
    expect(everyOther([5])).toBe('2026-12-04T18:00');
    expect(everyOther([0])).toBe('2026-12-13T18:00');
  });

  it('moves a monthly day-of-month series to the next month holding that day', () => {
    const aligned = alignSeriesStart(
      event('2026-11-20T09:00', '2026-11-20T10:00', { recurrence_type: 'monthly', day_of_month: 31 }),
    );
    expect(local(aligned.start_time)).toBe('2026-12-31T09:00');
  });

  it('moves a monthly nth-weekday series to its first such weekday', () => {
    const aligned = alignSeriesStart(
      event('2026-11-20T09:00', '2026-11-20T10:00', {
        recurrence_type: 'monthly',
        week_of_month: 2,
        day_of_week_monthly: 2,
      }),
    );
    expect(local(aligned.start_time)).toBe('2026-12-08T09:00');
  });

  it('moves an all-day series by whole days', () => {
    const aligned = alignSeriesStart(
      event('2026-11-30T00:00', '2026-12-01T00:00', { recurrence_type: 'weekly', days_of_week: [5] }, true),
    );
    expect([local(aligned.start_time), local(aligned.end_time)]).toEqual(['2026-12-04T00:00', '2026-12-05T00:00']);
  });

  it('keeps the wall-clock time across a change of offset', () => {
    const aligned = alignSeriesStart(
      event('2026-10-30T18:00', '2026-10-30T19:00', { recurrence_type: 'weekly', days_of_week: [2] }),
    );
    expect([local(aligned.start_time), local(aligned.end_time)]).toEqual(['2026-11-03T18:00', '2026-11-03T19:00']);
  });

  it('leaves a one-off event and a series that ends before its first date as they are', () => {
    const oneOff = event('2026-11-30T18:00', '2026-11-30T19:00', null);
    const endsFirst = event('2026-11-30T18:00', '2026-11-30T19:00', {
      recurrence_type: 'weekly',
      days_of_week: [3],
      end_date: '2026-12-01',
    });
    expect(alignSeriesStart(oneOff)).toEqual(oneOff);
    expect(alignSeriesStart(endsFirst)).toEqual(endsFirst);
  });
});
