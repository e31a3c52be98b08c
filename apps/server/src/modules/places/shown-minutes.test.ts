import { describe, expect, it } from 'vitest';
import { roundOthersMinutes } from './shown-minutes';

describe('roundOthersMinutes', () => {
  it('rounds another person’s trip up to the next 5 minutes, never under 5', () => {
    const table: [number, number][] = [
      [0, 5],
      [1, 5],
      [4.2, 5],
      [5, 5],
      [5.0000001, 10],
      [6, 10],
      [10, 10],
      [11, 15],
      [29, 30],
      [30, 30],
      [31, 35],
      [118, 120],
    ];
    for (const [minutes, shown] of table) expect(roundOthersMinutes(minutes), `${minutes}`).toBe(shown);
  });
});
