// The bar loads this module lazily (navigation-bar.tsx): the bell and its contracts stay out of
// the first download.
export { NotificationBell } from '../../features/notifications';
