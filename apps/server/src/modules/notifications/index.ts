// The notifications module's face: the rows of the bell, which the events, friends and scheduling
// modules write inside their own transactions (`within`), and the routes that mark them read.
export type {
  NewNotification,
  NotificationRow,
  NotificationsRepository as NotificationRows,
  NotificationType,
} from './repository';
export { registerNotificationsModule } from './routes';
export { createNotificationsService, type NotificationsService } from './service';
