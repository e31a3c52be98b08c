import { describe, expect, it } from 'vitest';
import { formatEventWhen, formatTimesOnDay } from './event-when';

describe('formatTimesOnDay', () => {
  it('says what formatEventWhen says of a timed event, with the day named by the caller', () => {
    const now = new Date('2025-03-04T09:00:00Z');
    const start = '2025-03-04T18:30:00Z';
    const end = '2025-03-04T20:00:00Z';
    expect(formatTimesOnDay('Today', start, end, 'UTC')).toBe('Today · 6:30 PM – 8:00 PM');
    expect(formatTimesOnDay('Today', start, end, 'UTC')).toBe(formatEventWhen(start, end, false, now, 'UTC'));
  });

  it('reads the times on the given zone’s clock', () => {
    expect(
      formatTimesOnDay('Tue, Mar 4, 2025', '2025-03-04T18:30:00Z', '2025-03-04T20:00:00Z', 'America/New_York'),
    ).toBe('Tue, Mar 4, 2025 · 1:30 PM – 3:00 PM');
  });
});
