// The personal feed's face (behaviour.md §10): a secret, revocable iCal address of one's hangouts,
// and the iCalendar writer that the events module's one-event file shares.
export { writeCalendar, eventUid, type IcsEntry, type IcsEvent } from './icalendar';
export { createCalendarFeedRepository } from './repository';
export { registerCalendarFeedModule } from './routes';
export { createCalendarFeedService, type CalendarFeedService } from './service';
