// The fast expansion (day numbers, cached offsets) against the Temporal one, its oracle:
// listRecurrenceDays against listRecurrenceDates, expandWindowOccurrences and expandWindowSpans
// against expandWindowOccurrencesWithTemporal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipIntervals, normalizeIntervals, type Interval } from './intervals';
import { dateOfDayNumber, dayNumberOf } from './local-days';
import type { WindowException, WindowSchedule } from './occurrences';
import { expandWindowOccurrencesWithTemporal } from './occurrences-oracle.test-support';
import { propertyRuns } from './property-runs.test-support';
import { listRecurrenceDates, type Frequency } from './recurrence-dates';
import { listRecurrenceDays } from './recurrence-days';
import { expandWindowOccurrences, expandWindowSpans } from './window-spans';

// The far ends of the offsets (+14, −11) test the day margin; the rest their DST changes.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;
const DAY_MS = 86_400_000;
const ANCHORS = ['2026-02-25', '2026-03-20', '2026-09-25', '2026-10-20', '2028-02-20'].map(dayNumberOf);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
// Early-morning starts are favoured: that is where the gaps and overlaps are.
const timePair = fc
  .oneof(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 1438 }))
  .chain((start) =>
    fc.integer({ min: start + 1, max: Math.min(1439, start + 300) }).map((end) => [hhmm(start), hhmm(end)] as const),
  );

const scenario = fc
  .record({
    anchor: fc.constantFrom(...ANCHORS),
    offset: fc.integer({ min: 0, max: 20 }),
    length: fc.integer({ min: 1, max: 40 }),
  })
  .chain(({ anchor, offset, length }) => {
    const firstDay = anchor + offset;
    const nearRange = fc
      .oneof(fc.integer({ min: -40, max: 50 }), fc.integer({ min: -400, max: 60 }))
      .map((shift) => dateOfDayNumber(firstDay + shift));
    const window = fc
      .record({
        times: timePair,
        timezone: fc.constantFrom(...ZONES),
        start_date: nearRange,
        end_offset: fc.option(fc.integer({ min: -3, max: 420 })),
        is_repeating: fc.boolean(),
        frequency: fc.constantFrom<Frequency | null>(null, 'daily', 'weekly', 'biweekly', 'monthly'),
        days_of_week: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      })
      .map(({ times, end_offset, ...rest }): WindowSchedule => ({
        ...rest,
        id: 'w',
        window_name: 'Window',
        start_time: times[0],
        end_time: times[1],
        end_date: end_offset === null ? null : dateOfDayNumber(dayNumberOf(rest.start_date) + end_offset),
      }));
    const exception = fc
      .record({
        date: fc.integer({ min: -3, max: 45 }).map((shift) => dateOfDayNumber(firstDay + shift)),
        cancelled: fc.boolean(),
        times: fc.option(timePair),
      })
      .map(({ times, ...rest }): WindowException =>
        times ? { ...rest, start_time: times[0], end_time: times[1] } : rest,
      );
    // Range edges at any minute, so occurrences are cut at both ends.
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: length * 1440 }))
      .map(([startMinute, lengthMinutes]): Interval => ({
        start: firstDay * DAY_MS + startMinute * 60_000,
        end: firstDay * DAY_MS + (startMinute + lengthMinutes) * 60_000,
      }));
    return fc.record({
      window,
      exceptions: fc.array(exception, { maxLength: 6 }),
      range,
      firstDay: fc.constant(firstDay),
      lastDay: fc.constant(firstDay + length),
    });
  });

describe('fast expansion against the Temporal expansion', () => {
  it('listRecurrenceDays falls on exactly the dates of listRecurrenceDates', () => {
    fc.assert(
      fc.property(scenario, ({ window, firstDay, lastDay }) => {
        const dates = listRecurrenceDates(window, {
          start_date: dateOfDayNumber(firstDay),
          end_date: dateOfDayNumber(lastDay),
        });
        expect(listRecurrenceDays(window, firstDay, lastDay).map(dateOfDayNumber)).toEqual(dates);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('expandWindowOccurrences answers what the Temporal expansion answers, field for field', () => {
    fc.assert(
      fc.property(scenario, ({ window, exceptions, firstDay, lastDay }) => {
        const before = structuredClone({ window, exceptions });
        const dates = { start_date: dateOfDayNumber(firstDay), end_date: dateOfDayNumber(lastDay) };
        expect(expandWindowOccurrences(window, dates, exceptions)).toEqual(
          expandWindowOccurrencesWithTemporal(window, dates, exceptions),
        );
        expect({ window, exceptions }).toEqual(before);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('expandWindowSpans covers what the Temporal expansion finds over a wider range of dates, clipped', () => {
    fc.assert(
      fc.property(scenario, ({ window, exceptions, range }) => {
        const before = structuredClone({ window, exceptions, range });
        const dates = {
          start_date: dateOfDayNumber(Math.floor(range.start / DAY_MS) - 3),
          end_date: dateOfDayNumber(Math.floor(range.end / DAY_MS) + 3),
        };
        const occurrences = expandWindowOccurrencesWithTemporal(window, dates, exceptions).map((occurrence) => ({
          start: Date.parse(occurrence.start_time),
          end: Date.parse(occurrence.end_time),
        }));
        expect(expandWindowSpans(window, exceptions, range)).toEqual(
          clipIntervals(normalizeIntervals(occurrences), range),
        );
        expect({ window, exceptions, range }).toEqual(before);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
