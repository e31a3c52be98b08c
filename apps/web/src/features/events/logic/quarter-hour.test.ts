import { describe, expect, it } from 'vitest';
import { quarterHourTimes, roundToQuarterHour } from './quarter-hour';

describe('roundToQuarterHour', () => {
  it.each([
    ['10:00', '10:00'],
    ['10:07', '10:00'],
    ['10:08', '10:15'],
    ['10:22', '10:15'],
    ['10:23', '10:30'],
    ['10:52', '10:45'],
    ['10:53', '11:00'],
    ['00:07', '00:00'],
  ])('rounds %s to %s', (time, expected) => {
    expect(roundToQuarterHour(time)).toEqual({ time: expected, addsDay: false });
  });

  it('rolls a time near midnight over to the next day', () => {
    expect(roundToQuarterHour('23:53')).toEqual({ time: '00:00', addsDay: true });
    expect(roundToQuarterHour('23:52')).toEqual({ time: '23:45', addsDay: false });
  });

  it('leaves an unreadable value alone', () => {
    expect(roundToQuarterHour('soon')).toEqual({ time: 'soon', addsDay: false });
  });
});

describe('quarterHourTimes', () => {
  it('lists the 96 quarter hours of a day', () => {
    expect(quarterHourTimes).toHaveLength(96);
    expect(quarterHourTimes[0]).toBe('00:00');
    expect(quarterHourTimes[1]).toBe('00:15');
    expect(quarterHourTimes.at(-1)).toBe('23:45');
  });
});
