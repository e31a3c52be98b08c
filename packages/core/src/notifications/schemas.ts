// Contracts of the bell's calls (spec accounts-and-shell §3 Unified notifications response; behaviour.md §7).
import { z } from 'zod';
import { participantStatuses } from '../events/schemas';
import { pendingRequest } from '../friends/schemas';

/** behaviour.md §7: the unified answer's limits. */
export const UPCOMING_DAYS = 7;
export const UPCOMING_LIMIT = 5;
export const OTHER_NOTIFICATIONS_LIMIT = 20;

export const bellEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string().nullable(),
  location_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: z.string(),
  creator_first_name: z.string(),
  creator_last_name: z.string(),
  participant_status: z.enum(participantStatuses),
});
export type BellEvent = z.infer<typeof bellEvent>;

export const notificationItem = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  /** JSON text, as the spec reads it. */
  data: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  status: z.enum(['read', 'unread']),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const unifiedNotificationsResponse = z.object({
  upcoming_events: z.array(bellEvent),
  pending_friend_requests: z.array(pendingRequest),
  pending_event_invitations: z.array(bellEvent),
  other_notifications: z.array(notificationItem),
});
export type UnifiedNotifications = z.infer<typeof unifiedNotificationsResponse>;

export const notificationIdParams = z.object({ id: z.string().max(64) });
export const markReadResponse = z.object({ success: z.literal(true), updated: z.number() });
