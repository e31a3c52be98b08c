import { describe, expect, it } from 'vitest';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { expandWorkingHours } from './working-hours-blocks';

const weekdayMorning = (day: number): WorkingHoursEntry => ({
  id: `wh-${day}`,
  block_name: 'Office',
  is_recurring: true,
  day_of_week: day,
  date: null,
  start_time: '09:00',
  end_time: '17:00',
  exceptions: [],
});

describe('expandWorkingHours', () => {
  it('places a weekly entry on its weekday (0 = Monday) in the user zone', () => {
    const blocks = expandWorkingHours([weekdayMorning(0)], '2025-03-03', '2025-03-10', 'Europe/Paris');
    expect(blocks).toEqual([
      {
        entryId: 'wh-0',
        name: 'Office',
        isRecurring: true,
        date: '2025-03-03',
        start: '2025-03-03T08:00:00.000Z',
        end: '2025-03-03T16:00:00.000Z',
      },
    ]);
  });

  it('keeps the wall-clock time across a DST change', () => {
    // New York springs forward on Sunday 2025-03-09: Friday is UTC-5, Monday UTC-4.
    const blocks = expandWorkingHours(
      [weekdayMorning(4), weekdayMorning(0)],
      '2025-03-07',
      '2025-03-11',
      'America/New_York',
    );
    expect(blocks.map((block) => [block.date, block.start])).toEqual([
      ['2025-03-07', '2025-03-07T14:00:00.000Z'],
      ['2025-03-10', '2025-03-10T13:00:00.000Z'],
    ]);
  });

  it('places a one-off entry on its date only, with the end date excluded', () => {
    const once: WorkingHoursEntry = {
      ...weekdayMorning(0),
      id: 'wh-once',
      is_recurring: false,
      day_of_week: null,
      date: '2025-03-05',
    };
    expect(expandWorkingHours([once], '2025-03-01', '2025-03-05', 'UTC')).toEqual([]);
    const [block] = expandWorkingHours([once], '2025-03-05', '2025-03-06', 'UTC');
    expect(block).toMatchObject({ entryId: 'wh-once', isRecurring: false, start: '2025-03-05T09:00:00.000Z' });
  });

  it('repeats a weekly entry every week of a longer range', () => {
    const blocks = expandWorkingHours([weekdayMorning(2)], '2025-03-01', '2025-03-31', 'UTC');
    expect(blocks.map((block) => block.date)).toEqual(['2025-03-05', '2025-03-12', '2025-03-19', '2025-03-26']);
  });

  it('moves a block in a spring-forward gap forward, and drops one the gap turns inside out', () => {
    const inGap: WorkingHoursEntry = { ...weekdayMorning(6), start_time: '02:15', end_time: '02:45' };
    expect(expandWorkingHours([inGap], '2025-03-09', '2025-03-10', 'America/New_York')).toEqual([
      expect.objectContaining({ start: '2025-03-09T07:15:00.000Z', end: '2025-03-09T07:45:00.000Z' }),
    ]);
    const inverted: WorkingHoursEntry = { ...weekdayMorning(6), start_time: '02:30', end_time: '03:15' };
    expect(expandWorkingHours([inverted], '2025-03-09', '2025-03-10', 'America/New_York')).toEqual([]);
  });

  it('moves one date of a weekly entry to its new times and leaves out a cancelled date', () => {
    const office: WorkingHoursEntry = {
      ...weekdayMorning(2),
      exceptions: [
        { date: '2025-03-12', cancelled: false, start_time: '12:00', end_time: '18:30' },
        { date: '2025-03-19', cancelled: true, start_time: null, end_time: null },
      ],
    };
    expect(
      expandWorkingHours([office], '2025-03-05', '2025-03-27', 'UTC').map((block) => [
        block.date,
        block.start,
        block.end,
      ]),
    ).toEqual([
      ['2025-03-05', '2025-03-05T09:00:00.000Z', '2025-03-05T17:00:00.000Z'],
      ['2025-03-12', '2025-03-12T12:00:00.000Z', '2025-03-12T18:30:00.000Z'],
      ['2025-03-26', '2025-03-26T09:00:00.000Z', '2025-03-26T17:00:00.000Z'],
    ]);
  });
});
