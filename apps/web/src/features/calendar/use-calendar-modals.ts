// Which of the calendar's dialogs is open: the event modal (an event, or a new one from a start)
// and the recurring-item prompt of an availability or working-hours block.
import { useCallback, useState } from 'react';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import type { ScheduleItemRef } from '../events';

type EventModalState = { opened: boolean; event?: EventSummaryView; initialStart?: Date };

export function useCalendarModals() {
  const [eventModal, setEventModal] = useState<EventModalState>({ opened: false });
  const [scheduleItem, setScheduleItem] = useState<ScheduleItemRef | null>(null);

  return {
    eventModal,
    scheduleItem,
    openEvent: useCallback((event: EventSummaryView) => setEventModal({ opened: true, event }), []),
    createEvent: useCallback((initialStart?: Date) => setEventModal({ opened: true, initialStart }), []),
    // The event stays while the modal closes, so its title does not change mid-animation.
    closeEventModal: useCallback(() => setEventModal((current) => ({ ...current, opened: false })), []),
    openScheduleItem: setScheduleItem,
    closeScheduleItem: useCallback(() => setScheduleItem(null), []),
  };
}
