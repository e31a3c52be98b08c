import { describe, expect, it } from 'vitest';
import type { Interval } from './intervals';
import { findTimeTogether, MINIMUM_SLOT_MS, QUARTER_MS, type PersonFreeTime, type SharedSlot } from './shared-slots';

const MINUTE = 60_000;
// 2026-03-09 00:00 UTC: a Monday, a whole number of quarter hours since the epoch.
const BASE = Date.UTC(2026, 2, 9);
/** An instant `minutes` after BASE. */
const at = (minutes: number) => BASE + minutes * MINUTE;
/** An interval given in minutes after BASE; hours read best as `9 * 60`. */
const span = (from: number, to: number): Interval => ({ start: at(from), end: at(to) });
const friend = (id: string, ...free: Interval[]): PersonFreeTime => ({ id, free });
/** Stretches written back as [start hour:minute, end hour:minute, friends]. */
const inClock = (stretches: SharedSlot[]) =>
  stretches.map(({ start, end, friendIds }) => [clock(start), clock(end), friendIds.join(' ')]);
const clock = (instant: number) => {
  const minutes = (instant - BASE) / MINUTE;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};
const h = (hours: number) => hours * 60;

describe('findTimeTogether', () => {
  it('works on quarter hours with a 60-minute minimum', () => {
    expect(QUARTER_MS).toBe(15 * MINUTE);
    expect(MINIMUM_SLOT_MS).toBe(60 * MINUTE);
  });

  it('finds nothing without friends, without caller time, or when nobody overlaps', () => {
    const empty = { candidates: [], slots: [], freeTogether: [] };
    expect(findTimeTogether([span(540, 720)], [])).toEqual(empty);
    expect(findTimeTogether([], [friend('a', span(540, 720))])).toEqual(empty);
    expect(findTimeTogether([span(540, 600)], [friend('a', span(600, 720))])).toEqual(empty);
    expect(findTimeTogether([span(540, 720)], [friend('a')])).toEqual(empty);
  });

  it('gives the evening of behaviour.md §8: the longest stretch, the biggest group and the trade-off between', () => {
    const caller = [span(h(18), h(23))];
    const friends = [
      friend('ana', span(h(18), h(23))),
      friend('ben', span(h(19), h(21))),
      friend('cy', span(h(19), h(21))),
      friend('dee', span(h(20), h(21))),
    ];
    const { slots, candidates } = findTimeTogether(caller, friends);
    expect(inClock(slots)).toEqual([
      ['18:00', '23:00', 'ana'],
      ['19:00', '21:00', 'ana ben cy'],
      ['20:00', '21:00', 'ana ben cy dee'],
    ]);
    // Those three are the only maximal candidates here; nothing else to beat.
    expect(candidates).toEqual(slots);
  });

  it('keeps three friends free one after the other in one evening, all three', () => {
    const friends = [friend('a', span(h(17), h(19))), friend('b', span(h(19), h(21))), friend('c', span(h(21), h(23)))];
    expect(inClock(findTimeTogether([span(h(17), h(23))], friends).slots)).toEqual([
      ['17:00', '19:00', 'a'],
      ['19:00', '21:00', 'b'],
      ['21:00', '23:00', 'c'],
    ]);
  });

  it('finds slots where the set of free friends changes every quarter (the first rule found none)', () => {
    // Six friends, each arriving a quarter after the one before and staying 90 minutes.
    const friends = Array.from({ length: 6 }, (_, k) => friend(`f${k}`, span(h(18) + 15 * k, h(18) + 15 * k + 90)));
    const { slots, freeTogether } = findTimeTogether([span(h(18), h(23))], friends);
    // Every quarter from 18:15 to 19:45 has a different set: eleven stretches in the overlay.
    expect(freeTogether).toHaveLength(11);
    // Each trade-off: anyone alone for 90 minutes, two neighbours for 75, three for an hour; a
    // group runs from its last member's arrival to its first member's leaving.
    const groups = [1, 2, 3].flatMap((size) => Array.from({ length: 7 - size }, (_, first) => ({ first, size })));
    const expected = groups
      .map(({ first, size }) => ({
        start: at(h(18) + 15 * (first + size - 1)),
        end: at(h(18) + 15 * first + 90),
        friendIds: Array.from({ length: size }, (_, i) => `f${first + i}`),
      }))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    expect(slots).toEqual(expected);
    expect(slots).toHaveLength(15);
  });

  it('drops a candidate another overlapping one beats, and keeps one that only ties', () => {
    const friends = [friend('a', span(h(18), h(20))), friend('b', span(h(18), h(20))), friend('c', span(h(18), h(19)))];
    // 18–20 with a and b beats nothing longer; 18–19 with a, b, c has more friends: both stay.
    expect(inClock(findTimeTogether([span(h(18), h(20))], friends).slots)).toEqual([
      ['18:00', '19:00', 'a b c'],
      ['18:00', '20:00', 'a b'],
    ]);
    // Two friends free for two equal hours that overlap by half an hour (too short to share):
    // neither beats the other.
    const apart = [friend('a', span(h(18), h(20))), friend('b', span(h(19) + 30, h(21) + 30))];
    expect(inClock(findTimeTogether([span(h(18), h(22))], apart).slots)).toEqual([
      ['18:00', '20:00', 'a'],
      ['19:30', '21:30', 'b'],
    ]);
  });

  it('lets a longer overlapping stretch with as many friends beat a shorter one', () => {
    // b alone 19–20 is a maximal candidate (b's own hour); a alone 18–21 beats it: longer, as many.
    const friends = [friend('a', span(h(18), h(21))), friend('b', span(h(19), h(20)))];
    const { candidates, slots } = findTimeTogether([span(h(18), h(21))], friends);
    expect(inClock(candidates)).toEqual([
      ['18:00', '21:00', 'a'],
      ['19:00', '20:00', 'a b'],
    ]);
    expect(slots).toEqual(candidates);
    const notOverlapping = findTimeTogether(
      [span(h(18), h(23))],
      [friend('a', span(h(18), h(21))), friend('b', span(h(21), h(22)))],
    );
    expect(inClock(notOverlapping.slots)).toEqual([
      ['18:00', '21:00', 'a'],
      ['21:00', '22:00', 'b'],
    ]);
  });

  it('never grows a candidate past the caller’s run, even when every friend stays free', () => {
    const friends = [friend('a', span(0, h(24)))];
    expect(inClock(findTimeTogether([span(h(9), h(11)), span(h(12), h(14))], friends).slots)).toEqual([
      ['9:00', '11:00', 'a'],
      ['12:00', '14:00', 'a'],
    ]);
  });

  it('counts a quarter only when someone is free for all of it', () => {
    // 18:07–19:52 holds the whole quarters 18:15–19:45: 90 minutes.
    const slots = findTimeTogether([span(h(18) + 7, h(19) + 52)], [friend('a', span(0, h(24)))]).slots;
    expect(inClock(slots)).toEqual([['18:15', '19:45', 'a']]);
    // 61 minutes off the grid hold only 45 minutes of whole quarters.
    expect(findTimeTogether([span(541, 602)], [friend('a', span(0, h(24)))]).slots).toEqual([]);
  });

  it('rounds on instants since the epoch (UTC quarter hours), also before 1970', () => {
    const start = -7 * 60 * MINUTE - 5 * MINUTE; // 1969-12-31 16:55 UTC
    const { slots } = findTimeTogether(
      [{ start, end: start + 2 * 60 * MINUTE }],
      [friend('a', { start: start - 1, end: 0 })],
    );
    expect(slots).toEqual([{ start: start + 5 * MINUTE, end: start + 110 * MINUTE, friendIds: ['a'] }]);
  });

  it('gives the overlay every stretch with one set of friends, short ones too', () => {
    const friends = [friend('a', span(h(18), h(20))), friend('b', span(h(18) + 30, h(18) + 45))];
    expect(inClock(findTimeTogether([span(h(18), h(21))], friends).freeTogether)).toEqual([
      ['18:00', '18:30', 'a'],
      ['18:30', '18:45', 'a b'],
      ['18:45', '20:00', 'a'],
    ]);
  });

  it('keeps a stretch whole where free time is given in touching or overlapping pieces', () => {
    const caller = [span(600, 660), span(540, 600), span(630, 720)];
    const { slots, freeTogether } = findTimeTogether(caller, [friend('a', span(540, 600), span(600, 720))]);
    expect(inClock(slots)).toEqual([['9:00', '12:00', 'a']]);
    expect(freeTogether).toEqual(slots);
  });

  it('lists free friends in the order the friends were given, not by id or by who came first', () => {
    const friends = [friend('z', span(600, 720)), friend('a', span(540, 720)), friend('m', span(540, 720))];
    expect(inClock(findTimeTogether([span(540, 720)], friends).slots)).toEqual([
      ['9:00', '12:00', 'a m'],
      ['10:00', '12:00', 'z a m'],
    ]);
  });

  it('takes its minimum from the options', () => {
    const friends = [friend('a', span(0, h(24)))];
    expect(inClock(findTimeTogether([span(540, 570)], friends, { minimumMs: 30 * MINUTE }).slots)).toEqual([
      ['9:00', '9:30', 'a'],
    ]);
  });

  it('leaves its inputs alone (deeply frozen)', () => {
    const caller = Object.freeze([Object.freeze(span(660, 720)), Object.freeze(span(540, 600))]);
    const friends = Object.freeze([Object.freeze({ id: 'a', free: Object.freeze([Object.freeze(span(500, 800))]) })]);
    const before = structuredClone({ caller, friends });
    expect(inClock(findTimeTogether(caller, friends).slots)).toEqual([
      ['9:00', '10:00', 'a'],
      ['11:00', '12:00', 'a'],
    ]);
    expect({ caller, friends }).toEqual(before);
  });
});
