import { describe, expect, it } from 'vitest';
import type { FollowUpView } from '@hangtime/core/reminders/schemas';
import { nudgeState, quorumLine, waitingLine } from './follow-up-text';

const now = new Date('2026-03-10T12:00:00Z');
const view = (overrides: Partial<FollowUpView> = {}): FollowUpView => ({
  not_answered: [
    { user_id: 'a', first_name: 'Ana', last_name: 'Lee' },
    { user_id: 'b', first_name: 'Ben', last_name: '' },
  ],
  accepted_count: 2,
  quorum: null,
  next_nudge_at: null,
  ...overrides,
});

describe('waitingLine', () => {
  it('names who has not answered', () => {
    expect(waitingLine(view())).toBe('Waiting for an answer from Ana Lee, Ben');
  });
  it('says when everyone has answered', () => {
    expect(waitingLine(view({ not_answered: [] }))).toBe('Everyone has answered');
  });
});

describe('nudgeState', () => {
  it('allows a nudge when someone has not answered and none was sent today', () => {
    expect(nudgeState(view(), now)).toEqual({ canNudge: true, hint: null });
  });
  it('waits until the next nudge time', () => {
    const later = new Date(now.getTime() + 3600_000).toISOString();
    expect(nudgeState(view({ next_nudge_at: later }), now)).toEqual({
      canNudge: false,
      hint: 'Nudged. You can nudge again a day after.',
    });
    expect(nudgeState(view({ next_nudge_at: later }), new Date(now.getTime() + 2 * 3600_000)).canNudge).toBe(true);
  });
  it('has nobody to nudge once everyone answered', () => {
    expect(nudgeState(view({ not_answered: [] }), now)).toEqual({ canNudge: false, hint: null });
  });
});

describe('quorumLine', () => {
  it('counts who is in, against the quorum when there is one', () => {
    expect(quorumLine(view())).toBe('2 people are in');
    expect(quorumLine(view({ accepted_count: 1 }))).toBe('1 person is in');
    expect(quorumLine(view({ quorum: 4 }))).toBe('2 of 4 people are in');
  });
});
