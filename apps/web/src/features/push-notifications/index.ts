// What other features may use of push notifications: the profile's "Notifications on this device".
export { PushNotificationsSection } from './components/push-notifications-section';
