import { describe, expect, it } from 'vitest';
import { findUsTimeAnswer, makeSlot, stretchOf } from '../test-fixtures';
import {
  describeFreeFriends,
  getShadeLevel,
  labelFreeCount,
  readFreeBand,
  slotForStretch,
  toFreeTogetherInputs,
} from './free-together-inputs';

const at = (iso: string) => Date.parse(iso);
const june = [at('2030-06-10T00:00:00Z'), at('2030-06-17T00:00:00Z')] as const;

describe('toFreeTogetherInputs', () => {
  it('draws each stretch as a background band that keeps its stretch and the slot it opens', () => {
    const slot = makeSlot();
    const [input] = toFreeTogetherInputs(findUsTimeAnswer([slot]), ...june);
    expect(input).toMatchObject({
      start: '2030-06-12T12:15:00.000Z',
      end: '2030-06-12T16:15:00.000Z',
      display: 'background',
      title: '2 free',
      className: 'hangtime-free-together hangtime-free-together-3',
    });
    expect(readFreeBand(input!.extendedProps ?? {})).toEqual({ stretch: stretchOf(slot), slot });
    expect(readFreeBand({ entry: { kind: 'event', key: 'x' } })).toBeUndefined();
  });

  it('keeps only the stretches that touch the days shown', () => {
    const answer = findUsTimeAnswer([makeSlot()]);
    expect(toFreeTogetherInputs(answer, at('2030-06-13T00:00:00Z'), at('2030-06-14T00:00:00Z'))).toEqual([]);
    expect(toFreeTogetherInputs(answer, at('2030-06-12T16:00:00Z'), at('2030-06-13T00:00:00Z'))).toHaveLength(1);
  });

  it('shades against the most friends free at once anywhere in the answer', () => {
    const few = makeSlot({ friend_count: 1, available_friends: ['Ana Diaz'], available_friend_ids: ['u-ana'] });
    const many = makeSlot({
      start_time: '2030-06-13T12:15:00.000Z',
      end_time: '2030-06-13T13:15:00.000Z',
      friend_count: 6,
    });
    const classes = toFreeTogetherInputs(findUsTimeAnswer([few, many]), ...june).map((input) => input.className);
    expect(classes).toEqual([
      'hangtime-free-together hangtime-free-together-1',
      'hangtime-free-together hangtime-free-together-3',
    ]);
  });

  it.each([
    [1, 6, 1],
    [2, 6, 1],
    [3, 6, 2],
    [4, 6, 2],
    [5, 6, 3],
    [1, 1, 3],
    [1, 0, 1],
  ])('%i free of at most %i is shade %i', (count, most, level) => {
    expect(getShadeLevel(count, most)).toBe(level);
  });
});

describe('slotForStretch', () => {
  const stretch = stretchOf(makeSlot());
  const slotAt = (start: string, end: string, friends: number, minutes: number) =>
    makeSlot({ start_time: start, end_time: end, friend_count: friends, duration_minutes: minutes });

  it('takes the overlapping slot with the most friends, then the longest, then the earliest', () => {
    const one = slotAt('2030-06-12T12:00:00.000Z', '2030-06-12T16:00:00.000Z', 1, 240);
    const threeShort = slotAt('2030-06-12T13:00:00.000Z', '2030-06-12T14:00:00.000Z', 3, 60);
    const threeLong = slotAt('2030-06-12T14:00:00.000Z', '2030-06-12T15:30:00.000Z', 3, 90);
    const threeLongLater = slotAt('2030-06-12T14:30:00.000Z', '2030-06-12T16:00:00.000Z', 3, 90);
    expect(slotForStretch(stretch, [one, threeShort, threeLongLater, threeLong])).toBe(threeLong);
  });

  it('ignores slots that only touch the stretch, and gives null when none overlaps', () => {
    const before = slotAt('2030-06-12T11:15:00.000Z', '2030-06-12T12:15:00.000Z', 5, 60);
    expect(slotForStretch(stretch, [before])).toBeNull();
    expect(slotForStretch(stretch, [])).toBeNull();
  });
});

describe('band texts', () => {
  it('counts the free friends and names them, in order', () => {
    expect(labelFreeCount(stretchOf(makeSlot()))).toBe('2 free');
    expect(describeFreeFriends(stretchOf(makeSlot()))).toBe('Free together: Ana Diaz, Ben Ode');
  });
});
