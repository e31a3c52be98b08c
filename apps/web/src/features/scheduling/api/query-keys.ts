// Scheduling's reads sit under the events' root key: every change to an event (a hangout made
// here, an event saved in the modal, an answer to an invitation) recomputes when friends are
// free together and refreshes a suggestion.
import { eventsKeys } from '../../events/first-screen';

export const schedulingKeys = {
  freeTogether: (referenceDate: string) => [...eventsKeys.all, 'find-us-time', referenceDate] as const,
  suggestion: (eventId: string) => [...eventsKeys.all, 'suggestion', eventId] as const,
};

/** Spec §9: calendar data is kept fresh for 5 minutes; the overlay is calendar data. */
export const FREE_TOGETHER_STALE_MS = 300_000;
