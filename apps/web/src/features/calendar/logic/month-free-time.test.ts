import { describe, expect, it } from 'vitest';
import { formatCompactRange, summarizeFreeTime } from './month-free-time';

describe('formatCompactRange', () => {
  it('drops the first a/p when both ends share it, and zero minutes', () => {
    expect(formatCompactRange({ hour: 18, minute: 0 }, { hour: 21, minute: 0 })).toBe('6–9p');
    expect(formatCompactRange({ hour: 9, minute: 0 }, { hour: 17, minute: 0 })).toBe('9a–5p');
    expect(formatCompactRange({ hour: 18, minute: 30 }, { hour: 21, minute: 0 })).toBe('6:30–9p');
    expect(formatCompactRange({ hour: 0, minute: 0 }, { hour: 12, minute: 0 })).toBe('12a–12p');
  });
});

describe('summarizeFreeTime', () => {
  it('gives each day its first window in the calendar zone, with a count of the others and a full sentence', () => {
    const days = summarizeFreeTime(
      [
        { start_time: '2026-12-02T03:00:00.000Z', end_time: '2026-12-02T04:00:00.000Z' }, // Tue 22:00–23:00 New York
        { start_time: '2026-12-01T23:00:00.000Z', end_time: '2026-12-02T02:00:00.000Z' }, // Tue 18:00–21:00
        { start_time: '2026-12-03T14:00:00.000Z', end_time: '2026-12-03T22:00:00.000Z' }, // Thu 09:00–17:00
      ],
      'America/New_York',
    );
    expect(days.get('2026-12-01')).toEqual({
      label: 'free 6–9p +1',
      description: 'Free 6:00 PM – 9:00 PM, 10:00 PM – 11:00 PM',
    });
    expect(days.get('2026-12-03')).toEqual({ label: 'free 9a–5p', description: 'Free 9:00 AM – 5:00 PM' });
    expect(days.has('2026-12-02')).toBe(false);
  });
});
