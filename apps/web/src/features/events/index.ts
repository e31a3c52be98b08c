// What other features may use of events: import from here only, or, for the calendar's first
// screen, from first-screen.ts (the few pieces it shows, without the rest), which this file
// re-exports whole, so the two lists cannot part.
export * from './first-screen';
export { EventModal, type EventModalProps } from './components/event-modal';
export { useCategoriesQuery, categoriesQueryOptions } from './api/get-categories';
export { useEventsInRangeQuery, eventsInRangeQueryOptions } from './api/get-events';
export { RecurringUpdatePrompt, type RecurringUpdatePromptProps } from './components/recurring-update-prompt';
export { getScheduleItemEditPath, type ScheduleItemRef, type UpdateScope } from './logic/schedule-item-path';
export { UpcomingEventsList } from './components/upcoming-events-list';

// The event form's pieces and rules, for the Suggested Event modal (scheduling): one form, not a fork.
export { EventDetailsFields } from './components/event-details-fields';
export { EventTimeFields } from './components/event-time-fields';
export { EventPlaceFields } from './components/event-place-fields';
export { useSaveEvent } from './components/use-save-event';
// The assisted flow (its own feature) creates its event through the same call.
export { useCreateEventMutation } from './api/save-event';
export { createNewEventValues, toEventFormValues, type EventFormValues } from './logic/event-form-values';
export { resolveEventTiming, type EventTiming } from './logic/event-timing';
export { withFormTimeZone } from './logic/event-form-zone';
export { useProfileTimeZone } from './components/use-profile-time-zone';
export { validateEventForm } from './logic/event-validation';
export { toEventBody } from './logic/event-body';
export { canAddToCalendar, isPersonalCategory } from './logic/save-target';
// An event's details as the invitee's view shows them, for Hangtime Now!'s success modal.
export { AddToCalendar } from './components/add-to-calendar';
export { EventActivity } from './components/event-activity';
export { EventWhen, formatEventWhen, formatTimesOnDay } from './components/event-when';
