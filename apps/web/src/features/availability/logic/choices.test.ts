import { describe, expect, it } from 'vitest';
import { quarterHourOptions, quarterHourTimes } from './time-options';
import { listTimeZoneChoices, specTimeZones } from './time-zones';
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

describe('listTimeZoneChoices', () => {
  it("is the spec's list when it holds the browser's zone", () => {
    expect(listTimeZoneChoices('Europe/Paris')).toEqual([...specTimeZones]);
  });

  it("adds the browser's zone and the window's own zone first", () => {
    expect(listTimeZoneChoices('Asia/Kathmandu').slice(0, 2)).toEqual(['Asia/Kathmandu', 'UTC']);
    expect(listTimeZoneChoices('Asia/Kathmandu', 'America/Toronto').slice(0, 3)).toEqual([
      'Asia/Kathmandu',
      'America/Toronto',
      'UTC',
    ]);
  });
});

describe('listTravelTimeOptions', () => {
  it("offers the spec's choices, keeping another stored value in order", () => {
    expect(listTravelTimeOptions(30).map((option) => option.value)).toEqual(['15', '30', '45', '60', '75', '90']);
    expect(listTravelTimeOptions(20).map((option) => option.value)).toEqual(['15', '20', '30', '45', '60', '75', '90']);
    expect(listTravelTimeOptions(45)[2]?.label).toBe('45 minutes');
  });
});

describe('weekdays', () => {
  it('count from Monday = 0', () => {
    expect(getWeekdayName(0)).toBe('Monday');
    expect(getWeekdayName(6)).toBe('Sunday');
    expect(listShortWeekdays([4, 0, 2])).toBe('Mon, Wed, Fri');
  });
});
