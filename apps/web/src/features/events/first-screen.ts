// What the calendar's first screen and its grid (with the scheduling code they run: the overlay,
// Hangtime Now!) take from events, without the rest of the feature: importing index.ts brings
// every module it names (the event form, its fields, the Upcoming list) into the importer's
// chunk, and those are for dialogs and other pages. Everything else: index.ts (which re-exports
// this file).
export { NeedsResponseList } from './components/needs-response-list';
export { pendingInvitationsQueryOptions, usePendingInvitationsQuery } from './api/get-pending-invitations';
export { getEventsInRange } from './api/get-events';
export { getEvent } from './api/get-event';
export { eventsKeys } from './api/query-keys';
export { ActivityIcon } from './components/activity-icon';
export type { EventModalOutcome } from './components/event-modal';
