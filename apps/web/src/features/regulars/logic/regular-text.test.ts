import { describe, expect, it } from 'vitest';
import { cadenceOptions, regularLine } from './regular-text';

const regular = {
  id: 'r',
  event_id: 'e',
  cadence: 'two_weeks' as const,
  is_active: true,
  next_period_start: '2027-01-18',
  members: [
    { id: 'b', first_name: 'Ben', last_name: 'B' },
    { id: 'd', first_name: 'Dana', last_name: 'D' },
  ],
};

describe('regular hangout words', () => {
  it('says how often and with whom', () => {
    expect(regularLine(regular)).toBe('Regular: every two weeks with Ben and Dana');
    expect(regularLine({ ...regular, members: [] })).toBe('Regular: every two weeks');
  });

  it('offers the three cadences, capitalised', () => {
    expect(cadenceOptions.map((option) => option.label)).toEqual(['Every week', 'Every two weeks', 'Every month']);
  });
});
