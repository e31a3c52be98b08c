// Turns the unified answer and the session's setup reminders into the bell's sections.
import type { PendingRequest } from '@hangtime/core/friends/schemas';
import { formatEventPlace } from '@hangtime/core/events/place';
import type { BellEvent, NotificationItem, UnifiedNotifications } from '@hangtime/core/notifications/schemas';
import { truncateDescription } from './bell-labels';
import { onboardingNotices, type OnboardingNoticeType } from './onboarding-notices';

/** What a click on an item also does: mark a server notification or a local reminder read. */
export type BellItemRead = { kind: 'server'; id: string } | { kind: 'local'; type: OnboardingNoticeType };

export type BellItem = {
  key: string;
  type: string;
  /** JSON text, as notifications carry it; routeForNotification reads a `page` from it. */
  data: string;
  title: string;
  description: string | null;
  /** The instant shown under the item (ISO), if any. */
  when: string | null;
  /** Where an event item happens ("Frank's Trattoria, near 40.7128, -74.0060"), else null. */
  place: string | null;
  read: BellItemRead | null;
  /** Whom the item is about (a request's sender, an invitation's organizer): drawn as their avatar. */
  person: { name: string; colorKey: string } | null;
};

export type BellSections = {
  friendRequests: BellItem[];
  invitations: BellItem[];
  others: BellItem[];
  upcoming: BellItem[];
  /** Items that want attention: everything but the upcoming events. */
  count: number;
};

const personName = (first: string, last: string) => `${first} ${last}`.trim();

function fromFriendRequest(request: PendingRequest): BellItem {
  return {
    key: `friend-request-${request.id}`,
    type: 'friend_request',
    data: JSON.stringify({ request_id: request.id }),
    title: personName(request.sender.first_name, request.sender.last_name),
    description: 'Sent you a friend request',
    when: request.created_at,
    place: null,
    read: null,
    person: { name: personName(request.sender.first_name, request.sender.last_name), colorKey: request.sender.email },
  };
}

function fromEvent(event: BellEvent, type: 'event_invitation' | 'upcoming_event'): BellItem {
  const creator = personName(event.creator_first_name, event.creator_last_name);
  const fallback = type === 'event_invitation' ? `Invited by ${creator}` : null;
  return {
    key: `${type}-${event.id}`,
    type,
    data: JSON.stringify({ event_id: event.id }),
    title: event.title,
    description: event.description ? truncateDescription(event.description) : fallback,
    when: event.start_time,
    place: formatEventPlace(event) || null,
    read: null,
    person: type === 'event_invitation' ? { name: creator, colorKey: creator } : null,
  };
}

/**
 * A weekly suggestion's item stays once opened (read), until the suggestion is accepted, rejected
 * or expired (the server deletes it then): otherwise one click left only the dashed event as a trace.
 */
const KEPT_WHEN_READ = new Set(['hangout_suggested']);

const isShown = (item: NotificationItem) => !item.is_read || KEPT_WHEN_READ.has(item.type);

function fromNotification(item: NotificationItem): BellItem {
  return {
    key: `notification-${item.id}`,
    type: item.type,
    data: item.data,
    title: item.title,
    description: truncateDescription(item.message),
    when: item.created_at,
    place: null,
    // Read already: a click only opens it.
    read: item.is_read ? null : { kind: 'server', id: item.id },
    person: null,
  };
}

function fromOnboardingNotice(type: OnboardingNoticeType): BellItem {
  const notice = onboardingNotices[type];
  return {
    key: type,
    type,
    data: '{}',
    title: notice.title,
    description: truncateDescription(notice.message),
    when: null,
    place: null,
    read: { kind: 'local', type },
    person: null,
  };
}

export function buildBellSections(
  unified: UnifiedNotifications | undefined,
  onboarding: OnboardingNoticeType[],
  now: Date,
): BellSections {
  const isFuture = (event: BellEvent) => new Date(event.start_time).getTime() > now.getTime();
  const friendRequests = (unified?.pending_friend_requests ?? []).map(fromFriendRequest);
  // Spec §4: an invitation shows only while its start is still ahead.
  const invitations = (unified?.pending_event_invitations ?? [])
    .filter(isFuture)
    .map((event) => fromEvent(event, 'event_invitation'));
  const notifications = (unified?.other_notifications ?? []).filter(isShown);
  const others = [...onboarding.map(fromOnboardingNotice), ...notifications.map(fromNotification)];
  // A read item still shown (a suggestion opened) no longer wants attention.
  const readCount = notifications.filter((item) => item.is_read).length;
  const upcoming = (unified?.upcoming_events ?? []).map((event) => fromEvent(event, 'upcoming_event'));
  return {
    friendRequests,
    invitations,
    others,
    upcoming,
    count: friendRequests.length + invitations.length + others.length - readCount,
  };
}
