import { describe, expect, it } from 'vitest';
import {
  chooseGroupTime,
  comfortOf,
  leanVenues,
  leastConvenientOf,
  travelledFurthestOf,
  whomToSpare,
  type GroupTimeInput,
} from './fair-turns';

const HOUR = 3_600_000;
const at = (hour: number) => Date.UTC(2026, 11, 1) + hour * HOUR;
const span = (from: number, to: number) => ({ start: at(from), end: at(to) });

describe('comfortOf', () => {
  it.each([
    ['at the edge of the free stretch', 20, 22, 0],
    ['an hour of room on the nearer side', 19, 21, 0.5],
    ['two hours or more each side', 14, 16, 1],
    ['not free throughout', 21, 23, null],
  ])('%s', (_, from, to, expected) => {
    expect(comfortOf([span(12, 22)], at(from), at(to))).toBe(expected);
  });
});

/** Olive with Dana and Ben, in UTC; a two-hour hangout. */
function world(
  free: Record<string, [number, number][]>,
  candidates: GroupTimeInput['candidates'],
  spare: string[] = [],
) {
  return {
    candidates,
    callerId: 'olive',
    memberIds: ['dana', 'ben'],
    free: new Map(Object.entries(free).map(([id, spans]) => [id, spans.map(([a, b]) => span(a, b))])),
    zones: new Map([
      ['olive', 'UTC'],
      ['dana', 'UTC'],
      ['ben', 'UTC'],
    ]),
    lengthMs: 2 * HOUR,
    earliest: at(0),
    spare,
  } satisfies GroupTimeInput;
}

describe('chooseGroupTime', () => {
  // Tuesday: Dana must leave at 20:00; Wednesday (24 h later): Ben must leave at 44:00 and Dana
  // has an hour of room. Plain, Tuesday is better on average; leaning toward Dana, Wednesday.
  const free = {
    olive: [
      [10, 22],
      [34, 46],
    ] as [number, number][],
    dana: [
      [10, 20],
      [34, 47],
    ] as [number, number][],
    ben: [
      [10, 22],
      [34, 44],
    ] as [number, number][],
  };
  const candidates = [
    { start: at(10), end: at(20), friendIds: ['dana', 'ben'] },
    { start: at(34), end: at(44), friendIds: ['dana', 'ben'] },
  ];

  it('places the hangout with the most room for everyone, not at the first free hour', () => {
    const { chosen, plain } = chooseGroupTime(
      world(free, [{ start: at(10), end: at(20), friendIds: ['dana', 'ben'] }]),
    );
    // 14–16: two hours of room before for all, four to Dana's 20:00: everyone fully comfortable.
    expect(chosen).toMatchObject({ start: at(12), end: at(14), inviteeIds: ['dana', 'ben'] });
    expect(plain?.start).toBe(chosen?.start);
  });

  it('leans toward whoever got the least convenient time, within the bound', () => {
    // Tuesday Dana is free 16–18 only; Wednesday Ben is free 40–42 only (and Olive has less room).
    const tight = {
      olive: [
        [12, 22],
        [39, 46],
      ] as [number, number][],
      dana: [
        [16, 18],
        [36, 46],
      ] as [number, number][],
      ben: [
        [12, 22],
        [40, 42],
      ] as [number, number][],
    };
    const slots = [
      { start: at(16), end: at(18), friendIds: ['dana', 'ben'] },
      { start: at(40), end: at(42), friendIds: ['dana', 'ben'] },
    ];
    const plainChoice = chooseGroupTime(world(tight, slots));
    expect(plainChoice.chosen?.start).toBe(at(16));
    const leaned = chooseGroupTime(world(tight, slots, ['dana']));
    expect(leaned.plain?.start).toBe(at(16));
    expect(leaned.chosen?.start).toBe(at(40));
    expect(leaned.chosen!.comfort.get('dana')).toBeGreaterThan(plainChoice.chosen!.comfort.get('dana')!);
  });

  it('never trades a friend for comfort or the lean', () => {
    const slots = [
      { start: at(10), end: at(20), friendIds: ['dana'] },
      { start: at(34), end: at(36), friendIds: ['dana', 'ben'] },
    ];
    const { chosen } = chooseGroupTime(world(free, slots, ['ben', 'dana']));
    expect(chosen).toMatchObject({ start: at(34), inviteeIds: ['dana', 'ben'] });
  });

  it('keeps to daytime, to the earliest start, and to friends of the group', () => {
    const slots = [
      { start: at(2), end: at(8), friendIds: ['dana'] },
      { start: at(10), end: at(20), friendIds: ['stranger'] },
      { start: at(34), end: at(44), friendIds: ['dana', 'ben'] },
    ];
    const { chosen } = chooseGroupTime({ ...world(free, slots), earliest: at(38) });
    expect(chosen).toMatchObject({ start: at(38), inviteeIds: ['dana', 'ben'] });
    expect(chooseGroupTime(world(free, candidates.slice(0, 0))).chosen).toBeNull();
  });
});

describe('who bore the cost', () => {
  it('is who had the least comfort or the longest trip, unless everyone did', () => {
    expect(
      leastConvenientOf(
        new Map([
          ['a', 0],
          ['b', 0.5],
          ['c', 0],
        ]),
      ),
    ).toEqual(['a', 'c']);
    expect(
      leastConvenientOf(
        new Map([
          ['a', 0.5],
          ['b', 0.5],
        ]),
      ),
    ).toEqual([]);
    expect(
      leastConvenientOf(
        new Map([
          ['a', 1],
          ['b', 1],
        ]),
      ),
    ).toEqual([]);
    expect(
      travelledFurthestOf([
        { user_id: 'a', minutes: 35 },
        { user_id: 'b', minutes: 15 },
      ]),
    ).toEqual(['a']);
    expect(
      travelledFurthestOf([
        { user_id: 'a', minutes: 15 },
        { user_id: 'b', minutes: 15 },
      ]),
    ).toEqual([]);
  });

  it('counts over the latest hangouts, sparing who bore it more often than someone else', () => {
    const history = [
      { furthest: ['dana'], leastConvenient: ['ben'] },
      { furthest: ['ben'], leastConvenient: ['ben'] },
      { furthest: ['dana'], leastConvenient: [] },
    ];
    const spare = whomToSpare(history, ['olive', 'dana', 'ben']);
    expect(spare.travel).toEqual({ ids: ['dana'], lastTime: true });
    expect(spare.time).toEqual({ ids: ['ben'], lastTime: true });
    expect(whomToSpare(history.slice(1, 2), ['dana', 'ben']).time).toEqual({ ids: ['ben'], lastTime: true });
    expect(whomToSpare([], ['dana', 'ben']).travel.ids).toEqual([]);
    // Everyone equally often: nobody is spared.
    expect(
      whomToSpare(
        [
          { furthest: ['a'], leastConvenient: [] },
          { furthest: ['b'], leastConvenient: [] },
        ],
        ['a', 'b'],
      ).travel.ids,
    ).toEqual([]);
  });
});

describe('leanVenues', () => {
  const venue = (name: string, worst: number, dana: number, ben: number) => ({
    name,
    worstMinutes: worst,
    trips: [
      { user_id: 'dana', minutes: dana },
      { user_id: 'ben', minutes: ben },
    ],
  });
  const ranked = [venue('fairest', 30, 30, 10), venue('near', 35, 15, 35), venue('far', 45, 5, 45)];

  it('prefers, within the bound, the venue where the spared travel least', () => {
    expect(leanVenues(ranked, ['dana']).map((v) => v.name)).toEqual(['near']);
    expect(leanVenues(ranked, []).map((v) => v.name)).toEqual(['fairest', 'near', 'far']);
    expect(leanVenues(ranked, ['nobody-here']).map((v) => v.name)).toEqual(['fairest', 'near', 'far']);
    expect(leanVenues([], ['dana'])).toEqual([]);
  });
});
