import { describe, expect, it } from 'vitest';
import { chooseReferenceDate } from './reference-date';

describe('chooseReferenceDate', () => {
  it.each([
    ['a week that is still ahead starts at its first day', '2030-06-10', '2030-06-17', '2030-06-01', '2030-06-10'],
    ['the week of today starts today', '2030-06-10', '2030-06-17', '2030-06-13', '2030-06-13'],
    ['the last visible day is still asked for', '2030-06-10', '2030-06-17', '2030-06-16', '2030-06-16'],
    ['a week that is over asks nothing', '2030-06-10', '2030-06-17', '2030-06-17', null],
  ])('%s', (_case, first, end, today, expected) => {
    expect(chooseReferenceDate(first, end, today)).toBe(expected);
  });
});
