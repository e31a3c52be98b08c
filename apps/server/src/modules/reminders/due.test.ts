import { describe, expect, it } from 'vitest';
import { dueReminder, nudgeDueAt } from './due';

const HOUR = 3600_000;
const start = new Date('2026-03-10T18:00:00Z');
const at = (hoursBeforeStart: number) => new Date(start.getTime() - hoursBeforeStart * HOUR);

describe('dueReminder', () => {
  it.each([
    // hours before the start, hours before the start it was accepted, what is due
    [30, 48, null],
    [24, 48, 'reminder_24h'],
    [12, 48, 'reminder_24h'],
    [1.01, 48, 'reminder_24h'],
    [1, 48, 'reminder_1h'],
    [0.25, 48, 'reminder_1h'],
    [0, 48, null],
    [-1, 48, null],
    // accepted inside the day-before window: no day-before reminder, the hour-before one still
    [12, 20, null],
    [0.5, 20, 'reminder_1h'],
    // accepted inside the last hour: nothing
    [0.25, 0.5, null],
  ] as const)('%s h before, accepted %s h before: %s', (hoursBefore, acceptedBefore, expected) => {
    expect(dueReminder(start, at(hoursBefore), at(acceptedBefore))).toBe(expected);
  });

  it('never reminds someone with no answer time', () => {
    expect(dueReminder(start, at(2), null)).toBeNull();
  });
});

describe('nudgeDueAt', () => {
  it('is 24 hours after the invitation when the start is more than two days away', () => {
    expect(nudgeDueAt(at(72), start)).toEqual(at(48));
  });

  it('is halfway to the start when that comes first', () => {
    expect(nudgeDueAt(at(30), start)).toEqual(at(15));
    expect(nudgeDueAt(at(4), start)).toEqual(at(2));
  });

  it('is the invitation itself for an invitation sent after the start', () => {
    expect(nudgeDueAt(at(-1), start)).toEqual(at(-1));
  });
});
