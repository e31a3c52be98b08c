// What other features (the calendar) may use of events: import from here only.
export { EventModal, type EventModalProps } from './components/event-modal';
export { NeedsResponseList, type NeedsResponseListProps } from './components/needs-response-list';
export { usePendingInvitationsQuery, pendingInvitationsQueryOptions } from './api/get-pending-invitations';
export { useCategoriesQuery, categoriesQueryOptions } from './api/get-categories';
export { useEventsInRangeQuery, eventsInRangeQueryOptions, getEventsInRange } from './api/get-events';
export { eventsKeys } from './api/query-keys';
export { RecurringUpdatePrompt, type RecurringUpdatePromptProps } from './components/recurring-update-prompt';
export { getScheduleItemEditPath, type ScheduleItemRef, type UpdateScope } from './logic/schedule-item-path';
export { UpcomingEventsList } from './components/upcoming-events-list';
