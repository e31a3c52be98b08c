import { describe, expect, it } from 'vitest';
import { quarterHourOptions, quarterHourTimes } from './time-options';
import { listTravelTimeOptions } from './travel-options';
import { getWeekdayName, listShortWeekdays } from './weekdays';

describe('quarter-hour times', () => {
  it('covers the day in 15-minute steps', () => {
    expect(quarterHourTimes).toHaveLength(96);
    expect(quarterHourTimes.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarterHourTimes.at(-1)).toBe('23:45');
    expect(quarterHourOptions.find((option) => option.value === '18:00')?.label).toBe('6:00 PM');
  });
});

describe('listTravelTimeOptions', () => {
  it("offers the spec's choices, keeping another stored value in order", () => {
    expect(listTravelTimeOptions(30).map((option) => option.value)).toEqual(['15', '30', '45', '60', '75', '90']);
    expect(listTravelTimeOptions(20).map((option) => option.value)).toEqual(['15', '20', '30', '45', '60', '75', '90']);
    expect(listTravelTimeOptions(45).map((option) => option.label)).toEqual([
      '15 min',
      '30 min',
      '45 min',
      '1 h',
      '1 h 15 min',
      '1 h 30 min',
    ]);
  });
});

describe('weekdays', () => {
  it('count from Monday = 0', () => {
    expect(getWeekdayName(0)).toBe('Monday');
    expect(getWeekdayName(6)).toBe('Sunday');
    expect(listShortWeekdays([4, 0, 2])).toBe('Mon, Wed, Fri');
  });
});
