import { describe, expect, it } from 'vitest';
import { conferenceDay, fridayShift, mondayShift } from '../test-fixtures';
import { describeEntryDay, sortEntries } from './entry-schedule';

describe('entry schedule', () => {
  it('says the weekday of a weekly entry and the date of a one-off', () => {
    expect(describeEntryDay(mondayShift)).toBe('Every Monday');
    expect(describeEntryDay(conferenceDay)).toBe('June 12, 2030');
  });

  it('orders the week first, then dated entries, without changing the input', () => {
    const entries = [conferenceDay, fridayShift, mondayShift];
    expect(sortEntries(entries).map((entry) => entry.id)).toEqual([mondayShift.id, fridayShift.id, conferenceDay.id]);
    expect(entries[0]).toBe(conferenceDay);
  });
});
