import { describe, expect, it } from 'vitest';
import { getUrgencyBadge } from './urgency';

const now = new Date('2025-03-04T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const label = (hours: number) => getUrgencyBadge(inHours(hours), now)?.label ?? null;

describe('getUrgencyBadge', () => {
  it.each([
    [0, 'Starting Soon'],
    [0.99, 'Starting Soon'],
    [1, 'In 3 Hours'],
    [2.99, 'In 3 Hours'],
    [3, 'Today'],
    [23.99, 'Today'],
    [24, 'Tomorrow'],
    [47.99, 'Tomorrow'],
  ])('%s hours ahead reads %s', (hours, expected) => {
    expect(label(hours)).toBe(expected);
  });

  it('shows nothing two days ahead or later', () => {
    expect(label(48)).toBeNull();
    expect(label(24 * 10)).toBeNull();
  });

  it('shows nothing for an event already under way', () => {
    expect(label(-0.5)).toBeNull();
  });
});
