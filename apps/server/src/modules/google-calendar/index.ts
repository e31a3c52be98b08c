// The Google Calendar link's face (behaviour.md §10): busy time from the calendars people keep at Google.
export { createGoogleCalendarRepository } from './repository';
export { registerGoogleCalendarModule } from './routes';
export { createGoogleCalendarService, type GoogleCalendarService } from './service';
export { startGoogleCalendarWorker } from './worker';
