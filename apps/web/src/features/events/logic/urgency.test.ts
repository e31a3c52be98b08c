import { describe, expect, it } from 'vitest';
import { getUrgencyBadge } from './urgency';

// Tests run in Asia/Kathmandu (UTC+5:45): 06:15 UTC is 12:00 local on March 4.
const now = new Date('2025-03-04T06:15:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const label = (hours: number) => getUrgencyBadge(inHours(hours), now)?.label ?? null;

describe('getUrgencyBadge', () => {
  it.each([
    [0, 'Starting Soon'],
    [0.99, 'Starting Soon'],
    [1, 'In 3 Hours'],
    [2.99, 'In 3 Hours'],
    [3, 'Today'],
    [11.99, 'Today'],
    [12, 'Tomorrow'],
    [35.99, 'Tomorrow'],
  ])('%s hours ahead (from local noon) reads %s', (hours, expected) => {
    expect(label(hours)).toBe(expected);
  });

  it('shows nothing from the day after tomorrow on', () => {
    expect(label(36)).toBeNull();
    expect(label(24 * 10)).toBeNull();
  });

  it('shows nothing for an event already under way', () => {
    expect(label(-0.5)).toBeNull();
  });
});
