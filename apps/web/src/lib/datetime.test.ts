import { describe, expect, it } from 'vitest';
import { formatLongDate, getTodayIsoDate } from './datetime';

describe('formatLongDate', () => {
  it('shows a calendar date as that day whatever the zone', () => {
    expect(formatLongDate('2025-09-26')).toBe('September 26, 2025');
    expect(formatLongDate('2025-09-26T00:00:00.000Z')).toBe('September 26, 2025');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('getTodayIsoDate', () => {
  it('gives YYYY-MM-DD in the browser zone', () => {
    // 18:30 UTC is already the next day in Kathmandu (UTC+5:45), the zone tests run in.
    const date = getTodayIsoDate(new Date('2025-01-31T18:30:00Z'));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (process.env.TZ === 'Asia/Kathmandu') expect(date).toBe('2025-02-01');
  });
});
