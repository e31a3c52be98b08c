import { describe, expect, it } from 'vitest';
import { pushKindOf } from './kinds';

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
