// Where a click on a bell item leads (spec accounts-and-shell §2 Notification bell): core's table,
// which also says where a push notification's tap opens.
import { notificationPath, parseNotificationData } from '@hangtime/core/notifications/open-path';

export type RoutableNotification = { type: string; data?: string | null };

export function routeForNotification(item: RoutableNotification): string {
  return notificationPath(item.type, parseNotificationData(item.data));
}
