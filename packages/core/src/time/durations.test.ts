import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations';

describe('formatDuration', () => {
  it('says minutes under an hour, hours and minutes from an hour on', () => {
    expect([0, 12, 59, 60, 65, 120, 662, 2430].map(formatDuration)).toEqual([
      '0 min',
      '12 min',
      '59 min',
      '1 h',
      '1 h 5 min',
      '2 h',
      '11 h 2 min',
      '40 h 30 min',
    ]);
  });

  it('rounds a fraction up and never goes below zero', () => {
    expect(formatDuration(59.2)).toBe('1 h');
    expect(formatDuration(5.000000000001)).toBe('5 min');
    expect(formatDuration(-3)).toBe('0 min');
  });
});
