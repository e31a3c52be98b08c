// The personal feed's face (behaviour.md §10): a secret, revocable iCal address of one's hangouts.
export { createCalendarFeedRepository } from './repository';
export { registerCalendarFeedModule } from './routes';
export { createCalendarFeedService, type CalendarFeedService } from './service';
