// What other features may use of reminders: the organizer's follow-up below an event, and the
// profile's "Reminders and nudges by email" switch.
export { EventFollowUp } from './components/event-follow-up';
export { ReminderMailSwitch } from './components/reminder-mail-switch';
