import { describe, expect, it } from 'vitest';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { groupSlotsByDay, SLOTS_SHOWN_PER_DAY } from './slot-days';

function slot(date: string, start: string, minutes: number, friends: number): TimeSlotView {
  const startTime = `${date}T${start}:00.000Z`;
  return {
    date,
    start_time: startTime,
    end_time: new Date(Date.parse(startTime) + minutes * 60_000).toISOString(),
    duration_minutes: minutes,
    available_friend_ids: Array.from({ length: friends }, (_, i) => `f${i}`),
    available_friends: Array.from({ length: friends }, (_, i) => `Friend ${i}`),
    friend_count: friends,
    total_friends: 40,
  };
}

describe('groupSlotsByDay', () => {
  it('groups by day in date order and ranks each day: most friends, then longest, then earliest', () => {
    const days = groupSlotsByDay([
      slot('2030-06-13', '18:00', 60, 1),
      slot('2030-06-12', '18:00', 300, 1),
      slot('2030-06-12', '19:00', 120, 3),
      slot('2030-06-12', '20:00', 60, 4),
      slot('2030-06-12', '17:00', 120, 3),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2030-06-12', '2030-06-13']);
    expect(days[0]!.shown.map((s) => [s.start_time.slice(11, 16), s.friend_count, s.duration_minutes])).toEqual([
      ['20:00', 4, 60],
      ['17:00', 3, 120],
      ['19:00', 3, 120],
    ]);
    expect(days[0]!.more.map((s) => s.start_time.slice(11, 16))).toEqual(['18:00']);
    expect(days[1]!.more).toEqual([]);
  });

  it(`shows ${SLOTS_SHOWN_PER_DAY} a day and keeps the rest behind "more", losing none`, () => {
    const many = Array.from({ length: 20 }, (_, i) => slot('2030-06-12', `1${i % 10}:${i < 10 ? '00' : '30'}`, 60, 1));
    const [day] = groupSlotsByDay(many);
    expect(day!.shown).toHaveLength(SLOTS_SHOWN_PER_DAY);
    expect(day!.shown.length + day!.more.length).toBe(20);
    expect(groupSlotsByDay([])).toEqual([]);
  });
});
