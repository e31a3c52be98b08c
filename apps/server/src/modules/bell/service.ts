// The bell: what is coming up, what waits for an answer, and what else happened (behaviour.md §7).
// A read model over the events, friends and notifications modules, above all three.
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import {
  OTHER_NOTIFICATIONS_LIMIT,
  UPCOMING_DAYS,
  UPCOMING_LIMIT,
  type BellEvent,
  type NotificationItem,
  type UnifiedNotifications,
} from '@hangtime/core/notifications/schemas';
import type { Clock } from '../../lib/clock';
import type { EventsService } from '../events';
import type { FriendsService } from '../friends';
import type { NotificationRow, NotificationsService, NotificationType } from '../notifications';

/** These have their own sections of the bell (answered there), so they are not repeated below. */
const ANSWERABLE_TYPES: NotificationType[] = ['friend_request', 'event_invitation'];

function toBellEvent(event: EventSummaryView): BellEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start_time: event.start_time,
    end_time: event.end_time,
    location: event.location,
    location_address: event.location_address,
    latitude: event.latitude,
    longitude: event.longitude,
    created_at: event.created_at,
    creator_first_name: event.creator.first_name,
    creator_last_name: event.creator.last_name,
    participant_status: event.participant_status,
  };
}

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: JSON.stringify(row.data),
    created_at: row.created_at.toISOString(),
    is_read: row.is_read,
    status: row.is_read ? 'read' : 'unread',
  };
}

export function createBellService(uses: {
  clock: Clock;
  events: EventsService;
  friends: FriendsService;
  notifications: NotificationsService;
}) {
  const { clock, events, friends, notifications } = uses;
  return {
    /**
     * An account whose email is not verified yet sees no friend requests: like the friend calls, the
     * bell must not show an unproven address the requests (and their senders) addressed to it.
     */
    async unified(userId: string, emailVerified: boolean): Promise<UnifiedNotifications> {
      const weekAhead = new Date(clock.now().getTime() + UPCOMING_DAYS * 24 * 3600_000);
      const [bellEvents, requests, others] = await Promise.all([
        events.listForBell(userId, weekAhead),
        emailVerified ? friends.listPendingRequests(userId) : { pending_requests: [] },
        notifications.listUnreadExcept(userId, ANSWERABLE_TYPES, OTHER_NOTIFICATIONS_LIMIT),
      ]);
      return {
        upcoming_events: bellEvents.upcoming.slice(0, UPCOMING_LIMIT).map(toBellEvent),
        pending_friend_requests: requests.pending_requests,
        pending_event_invitations: bellEvents.awaitingAnswer.map(toBellEvent),
        other_notifications: others.map(toItem),
      };
    },
  };
}

export type BellService = ReturnType<typeof createBellService>;
