import { describe, expect, it } from 'vitest';
import { formatShortWhen, suggestionNoticeTitle } from './suggestion-notice';

// Friday 5 June 2026, 21:00 and 21:30 in New York (01:00 and 01:30 UTC on Saturday).
const NINE_PM = new Date('2026-06-06T01:00:00Z');
const HALF_PAST = new Date('2026-06-06T01:30:00Z');
const NEW_YORK = 'America/New_York';

describe('suggestionNoticeTitle', () => {
  it.each([
    ['Hangtime: Mace', 'Suggested hangout: Mace, Fri 9 PM'],
    ['Hangtime: Board games', 'Suggested hangout: Board games, Fri 9 PM'],
    ['Hangtime at Nora’s', 'Suggested hangout at Nora’s, Fri 9 PM'],
    ['Hangtime', 'Suggested hangout, Fri 9 PM'],
    ['Dinner at Lucia', 'Suggested hangout: Dinner at Lucia, Fri 9 PM'],
    ['Hangtimers reunion', 'Suggested hangout: Hangtimers reunion, Fri 9 PM'],
  ])('%s reads "%s" (one prefix, never two)', (title, expected) => {
    expect(suggestionNoticeTitle(title, NINE_PM, NEW_YORK)).toBe(expected);
  });
});

describe('formatShortWhen', () => {
  it('says the day and the hour in the reader’s zone, minutes only when there are some', () => {
    expect(formatShortWhen(NINE_PM, NEW_YORK)).toBe('Fri 9 PM');
    expect(formatShortWhen(HALF_PAST, NEW_YORK)).toBe('Fri 9:30 PM');
    expect(formatShortWhen(NINE_PM, 'UTC')).toBe('Sat 1 AM');
  });
});
