import { describe, expect, it } from 'vitest';
import type { Interval } from './intervals';
import { findNearestMiss } from './nearest-miss';

const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 10, 30);
const span = (fromHour: number, toHour: number): Interval => ({
  start: BASE + fromHour * HOUR,
  end: BASE + toHour * HOUR,
});

describe('findNearestMiss', () => {
  it('finds the friend stretch closest to the caller’s free time, and says how far', () => {
    const miss = findNearestMiss(
      [span(9, 12), span(33, 36)],
      [
        { id: 'far', free: [span(20, 23)] },
        { id: 'near', free: [span(37, 41)] },
      ],
    );
    expect(miss).toEqual({
      friendId: 'near',
      start: BASE + 37 * HOUR,
      end: BASE + 41 * HOUR,
      callerStart: BASE + 33 * HOUR,
      callerEnd: BASE + 36 * HOUR,
      gapMs: HOUR,
    });
  });

  it('counts an overlap shorter than an hour as a miss of 0', () => {
    const miss = findNearestMiss(
      [span(9, 10)],
      [{ id: 'a', free: [{ start: BASE + 9.5 * HOUR, end: BASE + 11 * HOUR }] }],
    );
    expect(miss?.gapMs).toBe(0);
  });

  it('looks only at stretches of an hour or more, on whole quarters', () => {
    const short = { start: BASE + 13 * HOUR, end: BASE + 13.75 * HOUR };
    expect(findNearestMiss([span(9, 12)], [{ id: 'a', free: [short] }])).toBeNull();
    expect(
      findNearestMiss([{ start: BASE + 9 * HOUR + 1, end: BASE + 10 * HOUR }], [{ id: 'a', free: [span(12, 14)] }]),
    ).toBeNull();
  });

  it('breaks a tie by the earlier stretch, then the friend listed first', () => {
    const friends = [
      { id: 'later', free: [span(14, 16)] },
      { id: 'earlier', free: [span(5, 7)] },
      { id: 'same', free: [span(5, 7)] },
    ];
    expect(findNearestMiss([span(9, 12)], friends)?.friendId).toBe('earlier');
  });

  it('is null without caller time or friends', () => {
    expect(findNearestMiss([], [{ id: 'a', free: [span(1, 3)] }])).toBeNull();
    expect(findNearestMiss([span(1, 3)], [])).toBeNull();
  });
});
