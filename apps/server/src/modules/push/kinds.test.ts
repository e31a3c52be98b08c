import { describe, expect, it } from 'vitest';
import { openPathOf, pushKindOf } from './kinds';

describe('pushKindOf', () => {
  it.each([
    ['friend_request', 'invitations'],
    ['event_invitation', 'invitations'],
    ['hangout_suggested', 'invitations'],
    ['event_reminder', 'reminders'],
    ['reminder_1h', 'reminders'],
    ['event_nudge', 'nudges'],
    ['nudge_manual', 'nudges'],
    ['event_updated', 'changes'],
    ['event_cancelled', 'changes'],
    ['friend_request_accepted', 'changes'],
    ['event_quorum_reached', 'changes'],
    ['regular_no_time', 'changes'],
  ])('%s is one of the %s', (type, kind) => {
    expect(pushKindOf(type)).toBe(kind);
  });
});

describe('openPathOf', () => {
  const eventId = '0b6f3c1e-1a2b-4c3d-8e9f-0123456789ab';
  it('opens the event, the suggestion or the friends page, like the bell', () => {
    expect(openPathOf('event_invitation', { event_id: eventId })).toBe(`/calendar?event=${eventId}`);
    expect(openPathOf('event_reminder', { event_id: eventId })).toBe(`/calendar?event=${eventId}`);
    expect(openPathOf('hangout_suggested', { event_id: eventId })).toBe(`/calendar?suggestion=${eventId}`);
    expect(openPathOf('friend_request', {})).toBe('/friends');
  });

  it('opens the calendar for a cancelled event and for ids that are not ids', () => {
    expect(openPathOf('event_cancelled', { event_id: eventId })).toBe('/calendar');
    expect(openPathOf('event_updated', { event_id: '../../evil' })).toBe('/calendar');
    expect(openPathOf('event_updated', {})).toBe('/calendar');
  });
});
