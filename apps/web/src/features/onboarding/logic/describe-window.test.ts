import { describe, expect, it } from 'vitest';
import { describeRepeatDays, describeWindowCount } from './describe-window';

describe('describeRepeatDays', () => {
  it('lists the days in week order, or says One-time', () => {
    expect(describeRepeatDays({ is_repeating: true, frequency: 'weekly', days_of_week: [4, 0, 2] })).toBe(
      'Mon, Wed, Fri',
    );
    expect(describeRepeatDays({ is_repeating: false, frequency: null, days_of_week: [] })).toBe('One-time');
    expect(describeRepeatDays({ is_repeating: true, frequency: 'daily', days_of_week: [] })).toBe('Daily');
    expect(describeRepeatDays({ is_repeating: true, frequency: 'biweekly', days_of_week: [5] })).toBe(
      'Every other week: Sat',
    );
  });
});

describe('describeWindowCount', () => {
  it('is the spec text', () => {
    expect(describeWindowCount(1)).toBe('1 window(s) added');
  });
});
