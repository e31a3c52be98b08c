// The reminders module's face: the sweep and the organizer's follow-up (behaviour.md "Reminders
// and nudges (issue 26)"), its routes and worker, and for the composition root its stores.
export { registerRemindersModule } from './routes';
export { createRemindersService, type RemindersService } from './service';
export { createReminderStores } from './stores';
export { REMINDERS_SWEEP_QUEUE, startRemindersWorker } from './worker';
