import { describe, expect, it } from 'vitest';
import type { Interval } from './intervals';
import { findSharedSlots, MINIMUM_SLOT_MS, SLOT_STEP_MS, type PersonFreeTime } from './shared-slots';

const MINUTE = 60_000;
// 2026-03-09 00:00 UTC: a Monday, a whole number of quarter hours since the epoch.
const BASE = Date.UTC(2026, 2, 9);
/** An instant `minutes` after BASE. */
const at = (minutes: number) => BASE + minutes * MINUTE;
/** An interval given in minutes after BASE; hours read best as `9 * 60`. */
const span = (from: number, to: number): Interval => ({ start: at(from), end: at(to) });
const friend = (id: string, ...free: Interval[]): PersonFreeTime => ({ id, free });
/** Slots written back in minutes after BASE. */
const inMinutes = (slots: { start: number; end: number; friendIds: string[] }[]) =>
  slots.map(({ start, end, friendIds }) => [(start - BASE) / MINUTE, (end - BASE) / MINUTE, friendIds]);

describe('findSharedSlots', () => {
  it('uses 15-minute steps and a 60-minute minimum', () => {
    expect(SLOT_STEP_MS).toBe(15 * MINUTE);
    expect(MINIMUM_SLOT_MS).toBe(60 * MINUTE);
  });

  it('finds nothing without friends, without caller time, or when nobody overlaps', () => {
    expect(findSharedSlots([span(540, 720)], [])).toEqual([]);
    expect(findSharedSlots([], [friend('a', span(540, 720))])).toEqual([]);
    expect(findSharedSlots([span(540, 600)], [friend('a', span(600, 720))])).toEqual([]);
    expect(findSharedSlots([span(540, 720)], [friend('a')])).toEqual([]);
  });

  it('gives the overlap of the caller and one friend', () => {
    expect(inMinutes(findSharedSlots([span(540, 720)], [friend('a', span(600, 900))]))).toEqual([[600, 720, ['a']]]);
  });

  it('splits where the set of free friends changes, and each piece is rounded on its own', () => {
    const slots = findSharedSlots([span(540, 900)], [friend('a', span(540, 900)), friend('b', span(667, 780))]);
    // a alone 09:00–11:07, a+b 11:07–13:00, a alone 13:00–15:00: 11:07 rounds down to 11:00 and up to 11:15.
    expect(inMinutes(slots)).toEqual([
      [540, 660, ['a']],
      [675, 780, ['a', 'b']],
      [780, 900, ['a']],
    ]);
  });

  it('keeps a stretch whole where a friend’s time is given in touching pieces (nothing changes there)', () => {
    const slots = findSharedSlots([span(540, 720)], [friend('a', span(540, 600), span(600, 720))]);
    expect(inMinutes(slots)).toEqual([[540, 720, ['a']]]);
  });

  it('keeps a stretch whole where the caller’s time is given in touching or overlapping pieces', () => {
    const slots = findSharedSlots([span(600, 660), span(540, 600), span(630, 720)], [friend('a', span(0, 1440))]);
    expect(inMinutes(slots)).toEqual([[540, 720, ['a']]]);
  });

  it('splits where the caller’s free time stops, even if the friend stays free', () => {
    const slots = findSharedSlots([span(540, 660), span(720, 840)], [friend('a', span(0, 1440))]);
    expect(inMinutes(slots)).toEqual([
      [540, 660, ['a']],
      [720, 840, ['a']],
    ]);
  });

  it('lists free friends in the order the friends were given, not by id or by who came first', () => {
    const friends = [friend('z', span(600, 720)), friend('a', span(540, 720)), friend('m', span(540, 720))];
    expect(inMinutes(findSharedSlots([span(540, 720)], friends))).toEqual([
      [540, 600, ['a', 'm']],
      [600, 720, ['z', 'a', 'm']],
    ]);
  });

  it('handles one friend leaving as another arrives at the same instant', () => {
    const slots = findSharedSlots([span(540, 780)], [friend('a', span(540, 660)), friend('b', span(660, 780))]);
    expect(inMinutes(slots)).toEqual([
      [540, 660, ['a']],
      [660, 780, ['b']],
    ]);
  });

  describe('rounding', () => {
    it.each<[string, [number, number], [number, number] | null]>([
      ['the start rounds up and the end down', [541, 719], [555, 705]],
      ['edges already on quarter hours stay', [540, 720], [540, 720]],
      ['exactly 60 minutes is kept', [540, 600], [540, 600]],
      ['59 minutes is dropped', [540, 599], null],
      ['61 minutes that round to 45 are dropped', [541, 602], null],
      ['75 minutes off the grid round to 60 and stay', [530, 605], [540, 600]],
    ])('%s', (_name, [from, to], expected) => {
      const slots = findSharedSlots([span(from, to)], [friend('a', span(0, 1440))]);
      expect(inMinutes(slots)).toEqual(expected === null ? [] : [[expected[0], expected[1], ['a']]]);
    });

    it('rounds on instants since the epoch (UTC quarter hours), also before 1970', () => {
      const start = -7 * 60 * MINUTE - 5 * MINUTE; // 1969-12-31 16:55 UTC
      const slots = findSharedSlots(
        [{ start, end: start + 2 * 60 * MINUTE }],
        [friend('a', { start: start - 1, end: 0 })],
      );
      expect(slots).toEqual([{ start: start + 5 * MINUTE, end: start + 110 * MINUTE, friendIds: ['a'] }]);
    });

    it('takes its step and minimum from the options', () => {
      const slots = findSharedSlots([span(541, 600)], [friend('a', span(0, 1440))], {
        stepMs: 5 * MINUTE,
        minimumMs: 30 * MINUTE,
      });
      expect(inMinutes(slots)).toEqual([[545, 600, ['a']]]);
    });

    it('with no minimum still drops a stretch that rounding empties or turns inside out', () => {
      const friends = [friend('a', span(0, 1440))];
      expect(findSharedSlots([span(541, 544)], friends, { minimumMs: 0 })).toEqual([]);
      expect(findSharedSlots([span(541, 555)], friends, { minimumMs: 0 })).toEqual([]);
      expect(inMinutes(findSharedSlots([span(541, 570)], friends, { minimumMs: 0 }))).toEqual([[555, 570, ['a']]]);
    });

    it('refuses a step that is not positive', () => {
      expect(() => findSharedSlots([], [], { stepMs: 0 })).toThrow(new RangeError('stepMs must be positive'));
      expect(() => findSharedSlots([], [], { stepMs: -1 })).toThrow(new RangeError('stepMs must be positive'));
      expect(() => findSharedSlots([], [], { stepMs: Number.NaN })).toThrow(RangeError);
    });
  });

  it('sorts slots by start whatever order the input came in', () => {
    const slots = findSharedSlots(
      [span(900, 1020), span(540, 660)],
      [friend('a', span(900, 1020)), friend('b', span(540, 660))],
    );
    expect(inMinutes(slots)).toEqual([
      [540, 660, ['b']],
      [900, 1020, ['a']],
    ]);
  });

  it('leaves its inputs alone (deeply frozen)', () => {
    const caller = Object.freeze([Object.freeze(span(660, 720)), Object.freeze(span(540, 600))]);
    const friends = Object.freeze([Object.freeze({ id: 'a', free: Object.freeze([Object.freeze(span(500, 800))]) })]);
    const before = structuredClone({ caller, friends });
    expect(inMinutes(findSharedSlots(caller, friends))).toEqual([
      [540, 600, ['a']],
      [660, 720, ['a']],
    ]);
    expect({ caller, friends }).toEqual(before);
  });
});
