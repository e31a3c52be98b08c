import { describe, expect, it } from 'vitest';
import { makeEvent, VIEWER_ID } from '../test-fixtures';
import {
  getCalendarTitle,
  getEventKey,
  hasPendingStyle,
  isShownOnCalendar,
  isSuggestion,
  overlapsRange,
} from './event-rules';

describe('event rules', () => {
  it('prefixes a pending invitation and styles it as pending', () => {
    const invitation = makeEvent({ participant_status: 'pending', title: 'Brunch' });
    expect(getCalendarTitle(invitation)).toBe('PENDING: Brunch');
    expect(hasPendingStyle(invitation)).toBe(true);
  });

  it('leaves an accepted or tentative event as it is', () => {
    expect(getCalendarTitle(makeEvent())).toBe('Dinner');
    expect(hasPendingStyle(makeEvent())).toBe(false);
    expect(hasPendingStyle(makeEvent({ participant_status: 'tentative' }))).toBe(false);
  });

  it('hides declined events', () => {
    expect(isShownOnCalendar(makeEvent({ participant_status: 'declined' }))).toBe(false);
    expect(isShownOnCalendar(makeEvent({ participant_status: 'pending' }))).toBe(true);
  });

  it("styles the organizer's event as pending while nobody else has accepted it, without the prefix", () => {
    const waiting = makeEvent({ created_by: VIEWER_ID, participant_status: 'accepted', awaiting_others: true });
    expect(hasPendingStyle(waiting)).toBe(true);
    expect(getCalendarTitle(waiting)).toBe('Dinner');
    expect(hasPendingStyle({ ...waiting, awaiting_others: false })).toBe(false);
  });

  it('shows a suggested hangout, marked as a suggestion', () => {
    const suggestion = makeEvent({ created_by: VIEWER_ID, status: 'suggested', title: 'Hangtime: Luigi’s' });
    expect(isShownOnCalendar(suggestion)).toBe(true);
    expect(isSuggestion(suggestion)).toBe(true);
    expect(getCalendarTitle(suggestion)).toBe('Suggested: Hangtime: Luigi’s');
    expect(isSuggestion(makeEvent())).toBe(false);
  });

  it('tells instances of one series apart by their start', () => {
    expect(getEventKey(makeEvent({ instance_start: '2025-03-11T18:30:00.000Z' }))).toBe(
      'ev-1|2025-03-11T18:30:00.000Z',
    );
  });
});

describe('overlapsRange', () => {
  const range = ['2025-03-03T05:00:00.000Z', '2025-03-10T04:00:00.000Z'] as const;
  it.each([
    ['2025-03-04T18:30:00.000Z', '2025-03-04T20:00:00.000Z', true],
    ['2025-03-03T04:00:00.000Z', '2025-03-03T06:00:00.000Z', true], // starts before, ends inside
    ['2025-03-03T04:00:00.000Z', '2025-03-03T05:00:00.000Z', false], // ends where the range starts
    ['2025-03-10T04:00:00.000Z', '2025-03-10T05:00:00.000Z', false], // starts where it ends
  ])('%s – %s: %s', (start_time, end_time, expected) => {
    expect(overlapsRange({ start_time, end_time }, ...range)).toBe(expected);
  });
});
