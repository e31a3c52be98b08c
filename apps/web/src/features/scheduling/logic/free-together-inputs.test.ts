import { describe, expect, it } from 'vitest';
import { makeSlot } from '../test-fixtures';
import {
  describeFreeFriends,
  getShadeLevel,
  labelFreeCount,
  readFreeSlot,
  toFreeTogetherInput,
} from './free-together-inputs';

describe('toFreeTogetherInput', () => {
  it('draws a slot as a background band that keeps its slot', () => {
    const slot = makeSlot();
    const input = toFreeTogetherInput(slot);
    expect(input).toMatchObject({
      start: '2030-06-12T12:15:00.000Z',
      end: '2030-06-12T16:15:00.000Z',
      display: 'background',
      title: '2 free',
      className: 'hangtime-free-together hangtime-free-together-2',
    });
    expect(readFreeSlot(input.extendedProps ?? {})).toBe(slot);
    expect(readFreeSlot({ entry: { kind: 'event', key: 'x' } })).toBeUndefined();
  });

  it.each([
    [1, 6, 1],
    [2, 6, 1],
    [3, 6, 2],
    [4, 6, 2],
    [5, 6, 3],
    [1, 1, 3],
    [1, 0, 1],
  ])('%i of %i friends free is shade %i', (count, total, level) => {
    expect(getShadeLevel({ friend_count: count, total_friends: total })).toBe(level);
  });
});

describe('band texts', () => {
  it('counts the free friends and names them, in order', () => {
    expect(labelFreeCount(makeSlot())).toBe('2 free');
    expect(describeFreeFriends(makeSlot())).toBe('Free together: Ana Diaz, Ben Ode');
  });
});
