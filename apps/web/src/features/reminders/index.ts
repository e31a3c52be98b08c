// What other features may use of reminders: the organizer's follow-up below an event.
export { EventFollowUp } from './components/event-follow-up';
