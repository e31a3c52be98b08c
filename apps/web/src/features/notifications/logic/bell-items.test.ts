import { describe, expect, it } from 'vitest';
import { aFriendRequest, aNotification, anEvent, unified } from '../test-fixtures';
import { buildBellSections } from './bell-items';

const now = new Date('2025-03-03T12:00:00.000Z');

describe('buildBellSections', () => {
  it('is empty before the answer arrives and without reminders', () => {
    expect(buildBellSections(undefined, [], now)).toEqual({
      friendRequests: [],
      invitations: [],
      others: [],
      upcoming: [],
      count: 0,
    });
  });

  it('lists a friend request under the sender’s name, routed as friend_request', () => {
    const { friendRequests, count } = buildBellSections(
      unified({ pending_friend_requests: [aFriendRequest()] }),
      [],
      now,
    );
    expect(count).toBe(1);
    expect(friendRequests[0]).toMatchObject({ type: 'friend_request', title: 'Jo Park', read: null });
  });

  it('keeps only invitations that start in the future', () => {
    const answer = unified({
      pending_event_invitations: [
        anEvent({ id: 'past', start_time: '2025-03-03T11:59:00.000Z' }),
        anEvent({ id: 'now', start_time: now.toISOString() }),
        anEvent({ id: 'future', start_time: '2025-03-03T12:01:00.000Z' }),
      ],
    });
    const { invitations, count } = buildBellSections(answer, [], now);
    expect(invitations.map((item) => item.key)).toEqual(['event_invitation-future']);
    expect(invitations[0]).toMatchObject({ type: 'event_invitation', description: 'Invited by Lee Chan' });
    expect(count).toBe(1);
  });

  it('truncates descriptions at 50 characters', () => {
    const long = 'A'.repeat(80);
    const answer = unified({
      pending_event_invitations: [anEvent({ description: long })],
      other_notifications: [aNotification({ message: long })],
      upcoming_events: [anEvent({ id: 'up', description: long, participant_status: 'accepted' })],
    });
    const sections = buildBellSections(answer, [], now);
    for (const item of [...sections.invitations, ...sections.others, ...sections.upcoming]) {
      expect(item.description).toBe(`${'A'.repeat(50)}...`);
    }
  });

  it('puts the setup reminders first among the other notifications, marked read locally', () => {
    const answer = unified({ other_notifications: [aNotification()] });
    const { others, count } = buildBellSections(answer, ['onboarding_friends'], now);
    expect(others.map((item) => item.type)).toEqual(['onboarding_friends', 'friend_request_accepted']);
    expect(others[0]).toMatchObject({ title: 'No Friends Yet', read: { kind: 'local', type: 'onboarding_friends' } });
    expect(others[1]?.read).toEqual({ kind: 'server', id: 'notification-1' });
    expect(count).toBe(2);
  });

  it('leaves read notifications out', () => {
    const answer = unified({ other_notifications: [aNotification({ is_read: true, status: 'read' })] });
    expect(buildBellSections(answer, [], now).count).toBe(0);
  });

  it('keeps a suggestion’s item once it was opened (read), without counting it or marking it again', () => {
    const suggested = aNotification({
      id: 'suggested-1',
      type: 'hangout_suggested',
      title: 'Suggested hangout: Mace, Fri 9 PM',
      data: JSON.stringify({ event_id: 'event-1' }),
      is_read: true,
      status: 'read',
    });
    const answer = unified({ other_notifications: [suggested, aNotification({ is_read: true, status: 'read' })] });
    const { others, count } = buildBellSections(answer, [], now);
    expect(others.map((item) => item.key)).toEqual(['notification-suggested-1']);
    expect(others[0]).toMatchObject({ title: 'Suggested hangout: Mace, Fri 9 PM', read: null });
    expect(count).toBe(0);

    const unread = buildBellSections(
      unified({ other_notifications: [{ ...suggested, is_read: false, status: 'unread' }] }),
      [],
      now,
    );
    expect(unread.count).toBe(1);
    expect(unread.others[0]?.read).toEqual({ kind: 'server', id: 'suggested-1' });
  });

  it('shows upcoming events apart, without counting them', () => {
    const answer = unified({ upcoming_events: [anEvent({ participant_status: 'accepted' })] });
    const { upcoming, count } = buildBellSections(answer, [], now);
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.description).toBeNull();
    expect(count).toBe(0);
  });
});
