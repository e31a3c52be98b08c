import { describe, expect, it } from 'vitest';
import { isValidUsPhone } from './phone-validity';

describe('isValidUsPhone', () => {
  it.each(['+12125550100', '+14155552671', '+16135550123'])(
    'accepts the assigned North American number %s',
    (value) => {
      expect(isValidUsPhone(value)).toBe(true);
    },
  );

  it.each([
    ['an unassigned area code', '+11235550100'],
    ['an area code starting with 0', '+10125550100'],
    ['a non-E.164 string', '2125550100'],
    ['another country', '+442079460958'],
    ['too few digits', '+1212555010'],
  ])('refuses %s', (_label, value) => {
    expect(isValidUsPhone(value)).toBe(false);
  });
});
