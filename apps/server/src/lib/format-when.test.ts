import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

describe('formatWhen', () => {
  it("writes the time in the reader's zone, whatever the process zone", () => {
    const start = new Date('2026-11-24T23:00:00Z');
    expect(formatWhen(start, false, 'America/New_York')).toBe('Tue, Nov 24, 2026, 6:00 PM EST');
    expect(formatWhen(start, false, 'Europe/Paris')).toBe('Wed, Nov 25, 2026, 12:00 AM GMT+1');
  });

  it('leaves the time out of an all-day event', () => {
    expect(formatWhen(new Date('2026-11-24T05:00:00Z'), true, 'America/New_York')).toBe('Tue, Nov 24, 2026');
  });
});
