import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

/** A memo of `key => key * 10` that counts how often it computed. */
function countingMemo(capacity: number) {
  const memo = new BoundedMemo<number, number>(capacity);
  let computed = 0;
  const tenfold = (key: number) => memo.get(key, () => ((computed += 1), key * 10));
  return { memo, tenfold, computed: () => computed };
}

describe('BoundedMemo', () => {
  it('computes an answer once while it is kept', () => {
    const { tenfold, computed } = countingMemo(4);
    expect([tenfold(1), tenfold(2), tenfold(1), tenfold(2)]).toEqual([10, 20, 10, 20]);
    expect(computed()).toBe(2);
  });

  it('never keeps more than its capacity', () => {
    const { memo, tenfold } = countingMemo(6);
    for (let key = 0; key < 100; key += 1) {
      tenfold(key);
      expect(memo.size).toBeLessThanOrEqual(6);
    }
    expect(memo.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps what is in use and drops what is not: the least recently used goes first', () => {
    const { tenfold, computed } = countingMemo(4);
    tenfold(1);
    tenfold(2); // recent = {1, 2}
    tenfold(3); // recent = {3}, older = {1, 2}
    tenfold(1); // a hit in the older generation: recent = {3, 1}
    tenfold(4); // recent = {4}, older = {3, 1}: 2 is gone
    expect(computed()).toBe(4);
    tenfold(1);
    tenfold(3);
    expect(computed()).toBe(4);
    tenfold(2);
    expect(computed()).toBe(5);
  });

  it('peeks without computing, and set replaces a kept answer', () => {
    const memo = new BoundedMemo<string, string>(4);
    expect(memo.peek('a')).toBeUndefined();
    memo.set('a', 'first');
    memo.set('b', 'b');
    memo.set('c', 'c'); // 'a' is now in the older generation
    memo.set('a', 'second');
    expect(memo.peek('a')).toBe('second');
    expect(memo.get('a', () => 'computed')).toBe('second');
    expect(memo.size).toBe(3);
  });

  it('works with the smallest capacity, two, and refuses less', () => {
    const { memo, tenfold, computed } = countingMemo(2);
    expect([tenfold(1), tenfold(1), tenfold(2), tenfold(2), tenfold(1)]).toEqual([10, 10, 20, 20, 10]);
    expect(computed()).toBe(2);
    expect(memo.size).toBe(2);
    expect(() => new BoundedMemo(1)).toThrow(RangeError);
  });
});
