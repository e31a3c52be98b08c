// What the app shell may use of notifications. The shell imports the light
// components/setup-reminders.tsx directly, so none of the bell lands in the first download.
export { NotificationBell } from './components/notification-bell';
export { SetupReminders } from './components/setup-reminders';
export { routeForNotification } from './logic/notification-route';
export { badgeLabel, truncateDescription } from './logic/bell-labels';
export { notificationsKeys } from './api/query-keys';
