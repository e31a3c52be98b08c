// Unified answers and their parts for the bell's tests.
import type { BellEvent, NotificationItem, UnifiedNotifications } from '@hangtime/core/notifications/schemas';
import type { PendingRequest } from '@hangtime/core/friends/schemas';

export function aFriendRequest(overrides: Partial<PendingRequest> = {}): PendingRequest {
  return {
    id: 'request-1',
    created_at: '2025-03-01T10:00:00.000Z',
    sender: { first_name: 'Jo', last_name: 'Park', email: 'jo@example.com' },
    ...overrides,
  };
}

export function anEvent(overrides: Partial<BellEvent> = {}): BellEvent {
  return {
    id: 'event-1',
    title: 'Board games',
    description: null,
    start_time: '2025-03-05T18:00:00.000Z',
    end_time: '2025-03-05T21:00:00.000Z',
    location: null,
    location_address: null,
    latitude: null,
    longitude: null,
    created_at: '2025-03-01T09:00:00.000Z',
    creator_first_name: 'Lee',
    creator_last_name: 'Chan',
    participant_status: 'pending',
    ...overrides,
  };
}

export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'notification-1',
    type: 'friend_request_accepted',
    title: 'Friend request accepted',
    message: 'Jo Park accepted your friend request.',
    data: '{}',
    created_at: '2025-03-02T08:00:00.000Z',
    is_read: false,
    status: 'unread',
    ...overrides,
  };
}

export function unified(overrides: Partial<UnifiedNotifications> = {}): UnifiedNotifications {
  return {
    upcoming_events: [],
    pending_friend_requests: [],
    pending_event_invitations: [],
    other_notifications: [],
    ...overrides,
  };
}
