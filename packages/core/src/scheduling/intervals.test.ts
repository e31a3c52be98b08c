import { describe, expect, it } from 'vitest';
import {
  clipIntervals,
  intersectIntervals,
  normalizeIntervals,
  subtractIntervals,
  unionIntervals,
  type Interval,
} from './intervals';

/** [start, end] pairs, so the tables read like the number lines they describe. */
type Pairs = [number, number][];
const list = (pairs: Pairs): Interval[] => pairs.map(([start, end]) => ({ start, end }));
const pairs = (intervals: readonly Interval[]): Pairs => intervals.map(({ start, end }) => [start, end]);

describe('normalizeIntervals', () => {
  it.each<[string, Pairs, Pairs]>([
    ['nothing stays nothing', [], []],
    ['one interval stays', [[1, 2]], [[1, 2]]],
    [
      'sorts by start',
      [
        [5, 6],
        [1, 2],
        [3, 4],
      ],
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    ],
    [
      'merges overlapping intervals',
      [
        [1, 4],
        [3, 6],
      ],
      [[1, 6]],
    ],
    [
      'merges touching intervals: [9, 10) and [10, 12) are one stretch',
      [
        [9, 10],
        [10, 12],
      ],
      [[9, 12]],
    ],
    [
      'merges touching intervals given in reverse',
      [
        [10, 12],
        [9, 10],
      ],
      [[9, 12]],
    ],
    [
      'merges identical intervals',
      [
        [2, 5],
        [2, 5],
        [2, 5],
      ],
      [[2, 5]],
    ],
    [
      'merges one interval inside another',
      [
        [1, 10],
        [3, 4],
      ],
      [[1, 10]],
    ],
    [
      'keeps the later end when a short one follows a long one',
      [
        [1, 10],
        [2, 3],
        [9, 12],
      ],
      [[1, 12]],
    ],
    [
      'keeps a gap of one',
      [
        [1, 2],
        [3, 4],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ],
    [
      'drops empty intervals',
      [
        [3, 3],
        [1, 2],
      ],
      [[1, 2]],
    ],
    [
      'drops inverted intervals',
      [
        [5, 4],
        [1, 2],
      ],
      [[1, 2]],
    ],
    [
      'an empty interval at another’s end does not extend it',
      [
        [1, 2],
        [2, 2],
      ],
      [[1, 2]],
    ],
    [
      'drops intervals with a NaN end',
      [
        [Number.NaN, 4],
        [1, Number.NaN],
        [6, 7],
      ],
      [[6, 7]],
    ],
    [
      'handles negative instants (before 1970)',
      [
        [-10, -5],
        [-5, 0],
      ],
      [[-10, 0]],
    ],
    [
      'merges a chain',
      [
        [1, 3],
        [2, 5],
        [5, 7],
        [8, 9],
        [6, 8],
      ],
      [[1, 9]],
    ],
  ])('%s', (_name, input, expected) => {
    expect(pairs(normalizeIntervals(list(input)))).toEqual(expected);
  });

  it('returns new objects in a new array and leaves the input alone', () => {
    const input = Object.freeze([Object.freeze({ start: 5, end: 6 }), Object.freeze({ start: 1, end: 2 })]);
    const result = normalizeIntervals(input);
    expect(result).not.toBe(input);
    expect(result[0]).not.toBe(input[1]);
    expect(pairs(input)).toEqual([
      [5, 6],
      [1, 2],
    ]);
  });
});

describe('unionIntervals', () => {
  it.each<[string, Pairs, Pairs, Pairs]>([
    ['both empty', [], [], []],
    ['one side empty', [[1, 2]], [], [[1, 2]]],
    ['the other side empty', [], [[1, 2]], [[1, 2]]],
    [
      'disjoint, interleaved',
      [
        [1, 2],
        [5, 6],
      ],
      [
        [3, 4],
        [7, 8],
      ],
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ],
    ],
    ['touching across lists merge', [[1, 2]], [[2, 3]], [[1, 3]]],
    [
      'overlapping across lists merge',
      [
        [1, 4],
        [6, 9],
      ],
      [[3, 7]],
      [[1, 9]],
    ],
    [
      'identical lists',
      [
        [1, 2],
        [4, 5],
      ],
      [
        [1, 2],
        [4, 5],
      ],
      [
        [1, 2],
        [4, 5],
      ],
    ],
    [
      'one covers the other',
      [[0, 10]],
      [
        [1, 2],
        [3, 4],
      ],
      [[0, 10]],
    ],
    ['equal starts take either first', [[1, 3]], [[1, 5]], [[1, 5]]],
  ])('%s', (_name, a, b, expected) => {
    expect(pairs(unionIntervals(list(a), list(b)))).toEqual(expected);
    expect(pairs(unionIntervals(list(b), list(a)))).toEqual(expected);
  });
});

describe('intersectIntervals', () => {
  it.each<[string, Pairs, Pairs, Pairs]>([
    ['both empty', [], [], []],
    ['one side empty', [[1, 2]], [], []],
    ['disjoint', [[1, 2]], [[3, 4]], []],
    ['touching intervals share nothing (half-open)', [[1, 2]], [[2, 3]], []],
    ['overlap', [[1, 4]], [[3, 6]], [[3, 4]]],
    ['identical', [[1, 4]], [[1, 4]], [[1, 4]]],
    ['one inside the other', [[0, 10]], [[2, 3]], [[2, 3]]],
    [
      'one long interval meets several',
      [[0, 10]],
      [
        [1, 2],
        [4, 5],
        [9, 12],
      ],
      [
        [1, 2],
        [4, 5],
        [9, 10],
      ],
    ],
    [
      'staggered lists',
      [
        [0, 3],
        [5, 8],
      ],
      [
        [2, 6],
        [7, 9],
      ],
      [
        [2, 3],
        [5, 6],
        [7, 8],
      ],
    ],
    [
      'equal ends advance both sides correctly',
      [
        [0, 4],
        [6, 8],
      ],
      [
        [2, 4],
        [5, 7],
      ],
      [
        [2, 4],
        [6, 7],
      ],
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(pairs(intersectIntervals(list(a), list(b)))).toEqual(expected);
    expect(pairs(intersectIntervals(list(b), list(a)))).toEqual(expected);
  });
});

describe('subtractIntervals', () => {
  it.each<[string, Pairs, Pairs, Pairs]>([
    ['from nothing', [], [[1, 2]], []],
    ['nothing removed', [[1, 2]], [], [[1, 2]]],
    ['a removal elsewhere', [[1, 2]], [[3, 4]], [[1, 2]]],
    [
      'a touching removal takes nothing (half-open)',
      [[2, 4]],
      [
        [0, 2],
        [4, 6],
      ],
      [[2, 4]],
    ],
    [
      'a hole in the middle',
      [[0, 10]],
      [[3, 5]],
      [
        [0, 3],
        [5, 10],
      ],
    ],
    ['the start cut off', [[0, 10]], [[-5, 3]], [[3, 10]]],
    ['the end cut off', [[0, 10]], [[7, 15]], [[0, 7]]],
    ['all of it removed', [[0, 10]], [[0, 10]], []],
    ['all of it removed by a larger one', [[2, 8]], [[0, 10]], []],
    [
      'several holes',
      [[0, 10]],
      [
        [1, 2],
        [4, 5],
        [8, 9],
      ],
      [
        [0, 1],
        [2, 4],
        [5, 8],
        [9, 10],
      ],
    ],
    [
      'one removal spanning two intervals',
      [
        [0, 4],
        [6, 10],
      ],
      [[3, 7]],
      [
        [0, 3],
        [7, 10],
      ],
    ],
    [
      'removals before, between and after',
      [
        [2, 4],
        [6, 8],
      ],
      [
        [0, 1],
        [4.5, 5],
        [9, 10],
      ],
      [
        [2, 4],
        [6, 8],
      ],
    ],
    [
      'a removal reused by the next interval',
      [
        [0, 2],
        [3, 5],
      ],
      [[1, 4]],
      [
        [0, 1],
        [4, 5],
      ],
    ],
  ])('%s', (_name, from, remove, expected) => {
    expect(pairs(subtractIntervals(list(from), list(remove)))).toEqual(expected);
  });
});

describe('clipIntervals', () => {
  it.each<[string, Pairs, [number, number], Pairs]>([
    ['inside stays', [[2, 3]], [0, 10], [[2, 3]]],
    [
      'edges are cut',
      [
        [-5, 2],
        [8, 15],
      ],
      [0, 10],
      [
        [0, 2],
        [8, 10],
      ],
    ],
    [
      'outside goes',
      [
        [-5, 0],
        [10, 15],
      ],
      [0, 10],
      [],
    ],
    ['an empty range keeps nothing', [[0, 10]], [5, 5], []],
    ['an inverted range keeps nothing', [[0, 10]], [6, 4], []],
  ])('%s', (_name, input, [start, end], expected) => {
    expect(pairs(clipIntervals(list(input), { start, end }))).toEqual(expected);
  });
});

describe('the binary operations leave their inputs alone', () => {
  it.each([unionIntervals, intersectIntervals, subtractIntervals])('%o', (operation) => {
    const a = Object.freeze(
      list([
        [0, 4],
        [6, 10],
      ]).map((interval) => Object.freeze(interval)),
    );
    const b = Object.freeze(list([[3, 7]]).map((interval) => Object.freeze(interval)));
    operation(a, b);
    expect(pairs(a)).toEqual([
      [0, 4],
      [6, 10],
    ]);
    expect(pairs(b)).toEqual([[3, 7]]);
  });

  it('unionIntervals does not hand back the caller’s objects, which a later merge could change', () => {
    const a = [{ start: 0, end: 2 }];
    const result = unionIntervals(a, [{ start: 1, end: 5 }]);
    expect(result[0]).not.toBe(a[0]);
    expect(a).toEqual([{ start: 0, end: 2 }]);
  });
});
