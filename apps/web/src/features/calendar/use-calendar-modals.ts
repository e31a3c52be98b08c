// Which of the calendar's dialogs is open: the event modal (an event, or a new one from a start),
// the recurring-item prompt of an availability or working-hours block, and the Suggested Event
// modal (a free-together band's slot, or a suggested hangout).
import { useCallback, useState } from 'react';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import type { ScheduleItemRef } from '../events';
import type { SuggestionRequest } from '../scheduling';
import { isSuggestion } from './logic/event-rules';

type EventModalState = { opened: boolean; event?: EventSummaryView; initialStart?: Date };
type SuggestionModalState = { opened: boolean; request: SuggestionRequest | null };

export type CalendarModals = ReturnType<typeof useCalendarModals>;

export function useCalendarModals() {
  const [eventModal, setEventModal] = useState<EventModalState>({ opened: false });
  const [scheduleItem, setScheduleItem] = useState<ScheduleItemRef | null>(null);
  const [suggestionModal, setSuggestionModal] = useState<SuggestionModalState>({ opened: false, request: null });
  const openSuggestion = useCallback((request: SuggestionRequest) => setSuggestionModal({ opened: true, request }), []);

  return {
    eventModal,
    scheduleItem,
    suggestionModal,
    /** A suggested hangout opens as a suggestion (accept or reject), any other event in the event modal. */
    openEvent: useCallback(
      (event: EventSummaryView) =>
        isSuggestion(event)
          ? openSuggestion({ kind: 'suggestion', eventId: event.id })
          : setEventModal({ opened: true, event }),
      [openSuggestion],
    ),
    createEvent: useCallback((initialStart?: Date) => setEventModal({ opened: true, initialStart }), []),
    // The event stays while the modal closes, so its title does not change mid-animation.
    closeEventModal: useCallback(() => setEventModal((current) => ({ ...current, opened: false })), []),
    openScheduleItem: setScheduleItem,
    closeScheduleItem: useCallback(() => setScheduleItem(null), []),
    openSuggestion,
    closeSuggestion: useCallback(() => setSuggestionModal((current) => ({ ...current, opened: false })), []),
  };
}
