import { describe, expect, it } from 'vitest';
import { describeChange, summarizeChange } from './change-text';
import { diffEvent, mergeChanges, type EventTimes } from './event-change';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
/** A timed event from `start` to `end` (ISO instants), set in New York. */
const timed = (start: string, end: string): EventTimes => ({
  start_time: start,
  end_time: end,
  all_day: false,
  timezone: NEW_YORK,
});
// Tue 1 Dec 2026, 18:00–20:00 in New York (23:00–01:00 UTC).
const dinner = timed('2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z');
// Wed 2 Dec 2026, 19:00–21:00 in New York.
const dinnerNextDay = timed('2026-12-03T00:00:00.000Z', '2026-12-03T02:00:00.000Z');

describe('describeChange (the reconfirm card and the mail)', () => {
  it('says a move of the same length by its starts, in the reader’s zone', () => {
    const change = { time: { from: dinner, to: dinnerNextDay } };
    expect(describeChange(change, NEW_YORK)).toEqual(['Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM']);
    expect(describeChange(change, BERLIN)).toEqual(['Moved from Wed, Dec 2, 12:00 AM to Thu, Dec 3, 1:00 AM']);
  });

  it('says both spans when the length changes too', () => {
    const longer = timed('2026-12-03T00:00:00.000Z', '2026-12-03T03:00:00.000Z');
    expect(describeChange({ time: { from: dinner, to: longer } }, NEW_YORK)).toEqual([
      'Moved from Tue, Dec 1, 6:00 – 8:00 PM to Wed, Dec 2, 7:00 – 10:00 PM',
    ]);
  });

  it('says only the end when the start stays', () => {
    const later = timed(dinner.start_time, '2026-12-02T02:00:00.000Z');
    expect(describeChange({ time: { from: dinner, to: later } }, NEW_YORK)).toEqual([
      'Now ends at 9:00 PM instead of 8:00 PM',
    ]);
  });

  it('names the year when the move crosses one', () => {
    const nextYear = timed('2027-01-05T23:00:00.000Z', '2027-01-06T01:00:00.000Z');
    expect(describeChange({ time: { from: dinner, to: nextYear } }, NEW_YORK)).toEqual([
      'Moved from Tue, Dec 1, 2026, 6:00 PM to Tue, Jan 5, 2027, 6:00 PM',
    ]);
  });

  it('writes all-day days in the event’s own zone, whoever reads them', () => {
    const day = (start: string, end: string): EventTimes => ({
      start_time: start,
      end_time: end,
      all_day: true,
      timezone: NEW_YORK,
    });
    const change = {
      time: {
        from: day('2026-12-01T05:00:00.000Z', '2026-12-02T05:00:00.000Z'),
        to: day('2026-12-04T05:00:00.000Z', '2026-12-06T05:00:00.000Z'),
      },
    };
    expect(describeChange(change, BERLIN)).toEqual([
      'Moved from Tue, Dec 1 (all day) to Fri, Dec 4 – Sat, Dec 5 (all day)',
    ]);
  });

  it('describes a place change alone, a place added or removed, a zone and a new repeat rule', () => {
    expect(describeChange({ place: { from: 'Lucia, 12 Mott St', to: 'Joe’s, 1 Main St' } }, NEW_YORK)).toEqual([
      'Place: Lucia, 12 Mott St → Joe’s, 1 Main St',
    ]);
    expect(describeChange({ place: { from: null, to: 'Joe’s' } }, NEW_YORK)).toEqual(['Place: none → Joe’s']);
    expect(
      describeChange(
        { place: { from: 'Joe’s', to: null }, zone: { from: NEW_YORK, to: 'America/Chicago' }, repeat: true },
        NEW_YORK,
      ),
    ).toEqual(['Place: Joe’s → none', 'Time zone: America/New_York → America/Chicago', 'The repeat schedule changed']);
  });
});

describe('summarizeChange (the bell, cut at 50 characters)', () => {
  it('puts the time first, short enough for the bell', () => {
    const summary = summarizeChange(
      { time: { from: dinner, to: dinnerNextDay }, place: { from: 'Lucia', to: 'Joe’s' } },
      NEW_YORK,
    );
    expect(summary).toBe('Tue, Dec 1, 6:00 PM → Wed, Dec 2, 7:00 PM · Place: Lucia → Joe’s');
    expect(summary.indexOf(' · ')).toBeLessThanOrEqual(50);
    expect(summarizeChange({ place: { from: 'Lucia', to: 'Joe’s' } }, NEW_YORK)).toBe('Place: Lucia → Joe’s');
  });
});

describe('diffEvent and mergeChanges', () => {
  const row = (start: string, end: string, location: string | null, address: string | null = null) => ({
    start_time: new Date(start),
    end_time: new Date(end),
    all_day: false,
    timezone: NEW_YORK,
    location,
    location_address: address,
  });
  const before = row(dinner.start_time, dinner.end_time, 'Lucia', '12 Mott St');

  it('keeps only what changed', () => {
    expect(diffEvent(before, row(dinner.start_time, dinner.end_time, 'Lucia', '1 Main St'), false)).toEqual({
      place: { from: 'Lucia, 12 Mott St', to: 'Lucia, 1 Main St' },
    });
    expect(
      diffEvent(before, row(dinnerNextDay.start_time, dinnerNextDay.end_time, 'Lucia', '12 Mott St'), true),
    ).toEqual({
      time: { from: dinner, to: dinnerNextDay },
      repeat: true,
    });
  });

  it('joins changes in a row from the first old value to the last new one, and drops what came back', () => {
    const third = timed('2026-12-04T00:00:00.000Z', '2026-12-04T02:00:00.000Z');
    expect(
      mergeChanges([
        { time: { from: dinner, to: dinnerNextDay }, place: { from: 'Lucia', to: 'Joe’s' } },
        { time: { from: dinnerNextDay, to: third } },
        { place: { from: 'Joe’s', to: 'Lucia' } },
      ]),
    ).toEqual({ time: { from: dinner, to: third } });
  });
});
