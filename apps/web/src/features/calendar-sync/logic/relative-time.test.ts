import { describe, expect, it } from 'vitest';
import { describeTimeSince } from './relative-time';

const now = new Date('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('describeTimeSince', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(-30_000), 'just now'],
    [ago(59_999), 'just now'],
    [ago(60_000), '1 minute ago'],
    [ago(5 * 60_000 + 59_000), '5 minutes ago'],
    [ago(60 * 60_000), '1 hour ago'],
    [ago(23 * 60 * 60_000), '23 hours ago'],
    [ago(24 * 60 * 60_000), '1 day ago'],
    [ago(6 * 24 * 60 * 60_000), '6 days ago'],
  ])('%s reads "%s"', (value, expected) => {
    expect(describeTimeSince(value, now)).toBe(expected);
  });

  it('names the day past a week, in the zone given', () => {
    expect(describeTimeSince('2025-03-01T02:00:00.000Z', now, 'America/New_York')).toBe('on Fri, Feb 28, 2025');
    expect(describeTimeSince('2025-03-01T02:00:00.000Z', now, 'Europe/Paris')).toBe('on Sat, Mar 1, 2025');
  });

  it('gives back what it cannot read', () => {
    expect(describeTimeSince('soon', now)).toBe('soon');
  });
});
