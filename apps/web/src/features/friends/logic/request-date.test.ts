import { describe, expect, it } from 'vitest';
import { formatRequestDate, formatRequestFullDate } from './request-date';

// The unit tests run in Asia/Kathmandu (UTC+5:45), so these instants fall on local days that
// differ from their UTC days.
const now = new Date('2025-03-10T20:00:00.000Z'); // March 11, 01:45 in Kathmandu

describe('formatRequestDate', () => {
  it('counts calendar days where the person is, not 24-hour periods', () => {
    expect(formatRequestDate('2025-03-10T18:30:00.000Z', now)).toBe('today'); // 00:15, March 11
    expect(formatRequestDate('2025-03-10T18:00:00.000Z', now)).toBe('yesterday'); // 23:45, March 10
    expect(formatRequestDate('2025-03-08T12:00:00.000Z', now)).toBe('3 days ago');
  });

  it('gives the date after a week', () => {
    expect(formatRequestDate('2025-03-01T20:00:00.000Z', now)).toBe('on March 2, 2025');
  });

  it('treats a clock slightly ahead of the server as today', () => {
    expect(formatRequestDate('2025-03-10T20:05:00.000Z', now)).toBe('today');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatRequestDate('soon', now)).toBe('');
    expect(formatRequestFullDate('soon')).toBe('');
  });

  it('gives the full local date', () => {
    expect(formatRequestFullDate('2025-03-10T18:30:00.000Z')).toBe('March 11, 2025');
  });
});
