import { describe, expect, it } from 'vitest';
import { isInSupportedYears } from './supported-years';

describe('isInSupportedYears', () => {
  it.each([
    ['2026-11-27', true],
    ['1900-01-01', true],
    ['2999-12-31T23:59:59Z', true],
    ['1899-12-31', false],
    ['9999-12-31', false],
    ['0000-01-01T00:00:00Z', false],
    ['+010000-01-01', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isInSupportedYears(value)).toBe(expected);
  });
});
