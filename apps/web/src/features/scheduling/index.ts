// What other features (the calendar) may use of scheduling: import from here only, or, for the
// calendar's first screen, from first-screen.ts (the few pieces it shows, without the rest).
export { HangtimeActions, type HangtimeActionsProps } from './components/hangtime-actions';
export { FreeTogetherBand } from './components/free-together-band';
export { FreeTogetherLegend } from './components/free-together-legend';
export { SuggestedEventModal, type SuggestedEventModalProps, type SuggestionRequest } from './components/suggested-event-modal';
export { readFreeSlot } from './logic/free-together-inputs';
export { useFreeTogether } from './use-free-together';
// The assisted flow starts from the same free time and ends on the same success modal.
export { useFreeTogetherQuery } from './api/find-us-time';
export { HangtimeNowSuccess } from './components/hangtime-now-success';
export { describeSchedulingError, schedulingScreenMessages } from './logic/scheduling-messages';
