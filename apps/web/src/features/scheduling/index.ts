// What other features may use of scheduling: import from here only, or, for the calendar's first
// screen, from first-screen.ts (the few pieces it shows, without the rest), which this file
// re-exports whole, so the two lists cannot part.
export * from './first-screen';
export { type AssistedFlowProps, type HangtimeActionsProps } from './components/hangtime-actions';
export {
  SuggestedEventModal,
  type SuggestedEventModalProps,
  type SuggestionRequest,
} from './components/suggested-event-modal';
// The assisted flow starts from the same free time and ends on the same success modal.
export { useFreeTogetherQuery } from './api/find-us-time';
export { HangtimeNowSuccess } from './components/hangtime-now-success';
export { describeSchedulingError, schedulingScreenMessages } from './logic/scheduling-messages';
