import { describe, expect, it } from 'vitest';
import type { WindowException, WindowSchedule } from './occurrences';
import { expandWindowOccurrences } from './window-spans';

function window(overrides: Partial<WindowSchedule>): WindowSchedule {
  return {
    id: 'w1',
    window_name: 'Evenings',
    start_time: '18:00',
    end_time: '20:00',
    timezone: 'America/New_York',
    start_date: '2026-01-01',
    end_date: null,
    is_repeating: false,
    frequency: null,
    days_of_week: [],
    ...overrides,
  };
}

const spans = (occurrences: { date: string; start_time: string; end_time: string }[]) =>
  occurrences.map(({ date, start_time, end_time }) => [date, start_time, end_time]);

describe('expandWindowOccurrences: one-off windows across DST changes', () => {
  // DST in 2026: New York Mar 8 / Nov 1, London Mar 29 / Oct 25, Sydney ends Apr 5 / starts Oct 4.
  it.each([
    ['America/New_York', '2026-03-07', '18:00', '20:00', '2026-03-07T23:00:00.000Z', '2026-03-08T01:00:00.000Z'],
    ['America/New_York', '2026-03-08', '18:00', '20:00', '2026-03-08T22:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', '04:00', '2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z'],
    ['America/New_York', '2026-03-08', '02:15', '02:45', '2026-03-08T07:15:00.000Z', '2026-03-08T07:45:00.000Z'],
    ['America/New_York', '2026-03-08', '01:30', '03:30', '2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '03:00', '2026-11-01T05:30:00.000Z', '2026-11-01T08:00:00.000Z'],
    ['America/New_York', '2026-11-01', '00:00', '23:59', '2026-11-01T04:00:00.000Z', '2026-11-02T04:59:00.000Z'],
    ['Europe/London', '2026-03-28', '01:30', '03:00', '2026-03-28T01:30:00.000Z', '2026-03-28T03:00:00.000Z'],
    ['Europe/London', '2026-03-29', '01:30', '03:00', '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'],
    ['Europe/London', '2026-10-24', '18:00', '20:00', '2026-10-24T17:00:00.000Z', '2026-10-24T19:00:00.000Z'],
    ['Europe/London', '2026-10-25', '18:00', '20:00', '2026-10-25T18:00:00.000Z', '2026-10-25T20:00:00.000Z'],
    ['Europe/London', '2026-10-25', '01:30', '09:00', '2026-10-25T00:30:00.000Z', '2026-10-25T09:00:00.000Z'],
    ['Australia/Sydney', '2026-04-04', '18:00', '20:00', '2026-04-04T07:00:00.000Z', '2026-04-04T09:00:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '18:00', '20:00', '2026-04-05T08:00:00.000Z', '2026-04-05T10:00:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '03:30', '2026-04-04T15:30:00.000Z', '2026-04-04T17:30:00.000Z'],
    ['Australia/Sydney', '2026-10-04', '02:30', '04:00', '2026-10-03T16:30:00.000Z', '2026-10-03T17:00:00.000Z'],
    ['Asia/Kathmandu', '2026-03-08', '09:00', '10:00', '2026-03-08T03:15:00.000Z', '2026-03-08T04:15:00.000Z'],
  ])('%s %s %s–%s', (timezone, date, start_time, end_time, start, end) => {
    const occurrences = expandWindowOccurrences(window({ timezone, start_date: date, start_time, end_time }), {
      start_date: date,
      end_date: date,
    });
    expect(spans(occurrences)).toEqual([[date, start, end]]);
  });

  it('drops an occurrence that the spring-forward gap shrinks to nothing (02:00 → 03:00 meets its end)', () => {
    const nightly = window({
      start_date: '2026-03-07',
      end_date: '2026-03-09',
      start_time: '02:00',
      end_time: '03:00',
      is_repeating: true,
      frequency: 'daily',
    });
    const occurrences = expandWindowOccurrences(nightly, { start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(occurrences.map((occurrence) => occurrence.date)).toEqual(['2026-03-07', '2026-03-09']);
  });

  it('drops an occurrence that the spring-forward gap turns inside out (02:30 → 03:30 is after 03:15)', () => {
    const evening = window({
      start_date: '2026-03-07',
      end_date: '2026-03-08',
      start_time: '02:30',
      end_time: '03:15',
      is_repeating: true,
      frequency: 'daily',
    });
    const occurrences = expandWindowOccurrences(evening, { start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(occurrences.map((occurrence) => occurrence.date)).toEqual(['2026-03-07']);
  });
});

describe('expandWindowOccurrences: series', () => {
  it('keeps a weekly wall-clock time across the change, so its UTC time moves', () => {
    const sundays = window({ start_date: '2026-03-01', is_repeating: true, frequency: 'weekly', days_of_week: [6] });
    expect(spans(expandWindowOccurrences(sundays, { start_date: '2026-03-01', end_date: '2026-03-15' }))).toEqual([
      ['2026-03-01', '2026-03-01T23:00:00.000Z', '2026-03-02T01:00:00.000Z'],
      ['2026-03-08', '2026-03-08T22:00:00.000Z', '2026-03-09T00:00:00.000Z'],
      ['2026-03-15', '2026-03-15T22:00:00.000Z', '2026-03-16T00:00:00.000Z'],
    ]);
  });

  it('returns the full occurrence shape, marked recurring', () => {
    const daily = window({
      id: 'abc',
      window_name: 'Lunch',
      start_time: '12:00',
      end_time: '13:00',
      start_date: '2026-06-01',
      is_repeating: true,
      frequency: 'daily',
    });
    expect(expandWindowOccurrences(daily, { start_date: '2026-06-02', end_date: '2026-06-02' })).toEqual([
      {
        window_id: 'abc',
        window_name: 'Lunch',
        date: '2026-06-02',
        start_time: '2026-06-02T16:00:00.000Z',
        end_time: '2026-06-02T17:00:00.000Z',
        is_recurring: true,
      },
    ]);
  });

  it('marks a one-off as not recurring', () => {
    const [occurrence] = expandWindowOccurrences(window({ start_date: '2026-06-01' }), {
      start_date: '2026-06-01',
      end_date: '2026-06-01',
    });
    expect(occurrence?.is_recurring).toBe(false);
  });
});

describe('expandWindowOccurrences: the range selects local dates', () => {
  // 09:00 in Sydney on March 10 is 22:00 UTC on March 9.
  const sydneyMorning = window({
    timezone: 'Australia/Sydney',
    start_date: '2026-03-10',
    start_time: '09:00',
    end_time: '10:00',
  });

  it('includes an occurrence whose local date is in range though its UTC date is not', () => {
    const occurrences = expandWindowOccurrences(sydneyMorning, { start_date: '2026-03-10', end_date: '2026-03-10' });
    expect(spans(occurrences)).toEqual([['2026-03-10', '2026-03-09T22:00:00.000Z', '2026-03-09T23:00:00.000Z']]);
  });

  it('leaves out an occurrence whose UTC date is in range but local date is not', () => {
    expect(expandWindowOccurrences(sydneyMorning, { start_date: '2026-03-09', end_date: '2026-03-09' })).toEqual([]);
  });

  it('includes a late occurrence on the range’s last date that ends after UTC midnight', () => {
    const late = window({ start_date: '2026-03-09', start_time: '22:00', end_time: '23:30' });
    const occurrences = expandWindowOccurrences(late, { start_date: '2026-03-09', end_date: '2026-03-09' });
    expect(spans(occurrences)).toEqual([['2026-03-09', '2026-03-10T02:00:00.000Z', '2026-03-10T03:30:00.000Z']]);
  });
});

describe('expandWindowOccurrences: exceptions', () => {
  const evenings = window({
    start_date: '2026-03-06',
    end_date: '2026-03-09',
    start_time: '18:00',
    end_time: '21:00',
    is_repeating: true,
    frequency: 'daily',
  });
  const march = { start_date: '2026-03-01', end_date: '2026-03-31' };

  it('cancels, moves and partly moves single dates, ignoring dates the series does not hold', () => {
    const exceptions: WindowException[] = [
      { date: '2026-03-07', cancelled: true },
      { date: '2026-03-08', cancelled: false, start_time: '10:00', end_time: '12:00' },
      { date: '2026-03-09', cancelled: false, start_time: null, end_time: '22:00' },
      { date: '2026-03-05', cancelled: false, start_time: '10:00', end_time: '12:00' },
      { date: '2026-03-20', cancelled: true },
    ];
    expect(spans(expandWindowOccurrences(evenings, march, exceptions))).toEqual([
      ['2026-03-06', '2026-03-06T23:00:00.000Z', '2026-03-07T02:00:00.000Z'],
      ['2026-03-08', '2026-03-08T14:00:00.000Z', '2026-03-08T16:00:00.000Z'],
      ['2026-03-09', '2026-03-09T22:00:00.000Z', '2026-03-10T02:00:00.000Z'],
    ]);
  });

  it('lets the last of two exceptions for one date win', () => {
    const exceptions: WindowException[] = [
      { date: '2026-03-06', cancelled: true },
      { date: '2026-03-06', cancelled: false, start_time: '19:00', end_time: '20:00' },
    ];
    const [first] = expandWindowOccurrences(evenings, march, exceptions);
    expect(first?.start_time).toBe('2026-03-07T00:00:00.000Z');
  });

  it('cancels a one-off window', () => {
    const oneOff = window({ start_date: '2026-03-06' });
    expect(expandWindowOccurrences(oneOff, march, [{ date: '2026-03-06', cancelled: true }])).toEqual([]);
  });

  it('leaves its inputs untouched', () => {
    const weekly = window({ is_repeating: true, frequency: 'weekly', days_of_week: [4, 0, 4] });
    const exceptions: WindowException[] = [
      { date: '2026-01-05', cancelled: false, start_time: '08:00', end_time: '09:00' },
    ];
    const range = { start_date: '2026-01-01', end_date: '2026-02-01' };
    const before = structuredClone({ weekly, exceptions, range });
    Object.freeze(weekly.days_of_week);
    expandWindowOccurrences(Object.freeze(weekly), Object.freeze(range), Object.freeze(exceptions));
    expect({ weekly, exceptions, range }).toEqual(before);
  });
});
