// The ICS subscriptions' face (behaviour.md §10): other calendars' secret iCal addresses as busy time.
export { createCalendarSubscriptionsRepository } from './repository';
export { registerCalendarSubscriptionsModule } from './routes';
export { createCalendarSubscriptionsService, type CalendarSubscriptionsService } from './service';
export { startCalendarSubscriptionsWorker } from './worker';
