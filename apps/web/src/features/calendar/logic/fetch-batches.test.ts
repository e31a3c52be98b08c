import { describe, expect, it } from 'vitest';
import { getBatchRange, getMidnightIso, getWeekStart, listBatchStarts } from './fetch-batches';

describe('getWeekStart', () => {
  it.each([
    ['2025-03-03', '2025-03-03'], // a Monday is its own week's start
    ['2025-03-09', '2025-03-03'], // Sunday belongs to the week before it
    ['2025-03-01', '2025-02-24'], // across a month end
    ['2025-01-01', '2024-12-30'], // across a year end
  ])('%s → %s', (date, monday) => {
    expect(getWeekStart(date)).toBe(monday);
  });
});

describe('listBatchStarts', () => {
  it('covers a Monday-to-Sunday week and the two buffered days on each side', () => {
    // 2025-03-01 (Sat) … 2025-03-11 (Tue): three batches.
    expect(listBatchStarts('2025-03-03', '2025-03-10')).toEqual(['2025-02-24', '2025-03-03', '2025-03-10']);
  });

  it('covers two weeks with one batch more on each side', () => {
    expect(listBatchStarts('2025-03-03', '2025-03-17')).toEqual([
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
    ]);
  });

  it('covers a month grid of six weeks', () => {
    const starts = listBatchStarts('2025-02-24', '2025-04-07');
    expect(starts[0]).toBe('2025-02-17');
    expect(starts.at(-1)).toBe('2025-04-07');
    expect(starts).toHaveLength(8);
  });

  it('gives the same batches for neighbouring weeks, so they are fetched once', () => {
    const thisWeek = listBatchStarts('2025-03-03', '2025-03-10');
    const nextWeek = listBatchStarts('2025-03-10', '2025-03-17');
    expect(nextWeek.slice(0, 2)).toEqual(thisWeek.slice(1));
  });
});

describe('getBatchRange', () => {
  it('asks for midnight to midnight where the person is', () => {
    expect(getBatchRange('2025-03-03', 'America/New_York')).toEqual({
      startIso: '2025-03-03T05:00:00.000Z',
      endIso: '2025-03-10T04:00:00.000Z', // New York moved to summer time on March 9
      firstDate: '2025-03-03',
      lastDate: '2025-03-09',
    });
  });

  it('reads the zone it is given, never the process zone (Asia/Kathmandu in tests)', () => {
    expect(getBatchRange('2025-03-03', 'UTC').startIso).toBe('2025-03-03T00:00:00.000Z');
    expect(getBatchRange('2025-03-03', 'Asia/Kathmandu').startIso).toBe('2025-03-02T18:15:00.000Z');
  });
});

describe('getMidnightIso', () => {
  it('is the start of the day where the person is, DST included', () => {
    expect(getMidnightIso('2025-03-09', 'America/New_York')).toBe('2025-03-09T05:00:00.000Z');
    expect(getMidnightIso('2025-03-10', 'America/New_York')).toBe('2025-03-10T04:00:00.000Z');
  });
});
