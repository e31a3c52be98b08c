import { describe, expect, it } from 'vitest';
import { makeEvent, makeParticipant, VIEWER_ID } from '../test-fixtures';
import { getCalendarTitle, getEventKey, hasPendingStyle, isAwaitingOthers, isShownOnCalendar, overlapsRange } from './event-rules';

const organizer = makeParticipant({ user_id: VIEWER_ID, role: 'owner' });
const guest = (status: 'pending' | 'accepted' | 'tentative' | 'declined', id = 'user-2') =>
  makeParticipant({ id: `p-${id}`, user_id: id, status });
const ownEvent = (...guests: ReturnType<typeof guest>[]) =>
  makeEvent({ created_by: VIEWER_ID, participant_status: 'accepted', participants: [organizer, ...guests] });

describe('event rules', () => {
  it('prefixes a pending invitation and styles it as pending', () => {
    const invitation = makeEvent({ participant_status: 'pending', title: 'Brunch' });
    expect(getCalendarTitle(invitation)).toBe('PENDING: Brunch');
    expect(hasPendingStyle(invitation, VIEWER_ID)).toBe(true);
  });

  it('leaves an accepted or tentative event as it is', () => {
    expect(getCalendarTitle(makeEvent())).toBe('Dinner');
    expect(hasPendingStyle(makeEvent(), VIEWER_ID)).toBe(false);
    expect(hasPendingStyle(makeEvent({ participant_status: 'tentative' }), VIEWER_ID)).toBe(false);
  });

  it('hides declined events', () => {
    expect(isShownOnCalendar(makeEvent({ participant_status: 'declined' }))).toBe(false);
    expect(isShownOnCalendar(makeEvent({ participant_status: 'pending' }))).toBe(true);
  });

  it.each([
    [['pending'], true],
    [['pending', 'tentative', 'declined'], true],
    [['pending', 'accepted'], false],
    [[], false], // alone: nobody to wait for
  ] as const)('organizer whose guests are %j: pending styling %s', (statuses, expected) => {
    const event = ownEvent(...statuses.map((status, index) => guest(status, `user-${index + 2}`)));
    expect(isAwaitingOthers(event, VIEWER_ID)).toBe(expected);
    expect(hasPendingStyle(event, VIEWER_ID)).toBe(expected);
    expect(getCalendarTitle(event)).toBe('Dinner');
  });

  it("does not apply the organizer rule to someone else's event", () => {
    const event = makeEvent({ participants: [makeParticipant({ role: 'owner' }), guest('pending')] });
    expect(isAwaitingOthers(event, VIEWER_ID)).toBe(false);
    expect(isAwaitingOthers(event, undefined)).toBe(false);
  });

  it('tells instances of one series apart by their start', () => {
    expect(getEventKey(makeEvent({ instance_start: '2025-03-11T18:30:00.000Z' }))).toBe('ev-1|2025-03-11T18:30:00.000Z');
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
