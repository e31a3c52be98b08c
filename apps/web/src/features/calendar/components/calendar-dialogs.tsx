// The calendar's dialogs, a chunk of their own: the event form, the recurring-item prompt and the
// Suggested Event modal bring most of the page's form code (fields, pickers, the dialog itself)
// and none of its first screen. calendar-page.tsx loads them once the grid's code is in.
import { EventModal, RecurringUpdatePrompt, type EventModalProps } from '../../events';
import { SuggestedEventModal } from '../../scheduling';
import type { CalendarModals } from '../use-calendar-modals';

type CalendarDialogsProps = { modals: CalendarModals; onSaved: NonNullable<EventModalProps['onSaved']> };

export function CalendarDialogs({ modals, onSaved }: CalendarDialogsProps) {
  return (
    <>
      <EventModal
        opened={modals.eventModal.opened}
        event={modals.eventModal.event}
        initialStart={modals.eventModal.initialStart}
        onClose={modals.closeEventModal}
        onSaved={onSaved}
      />
      <RecurringUpdatePrompt item={modals.scheduleItem} onClose={modals.closeScheduleItem} />
      <SuggestedEventModal
        opened={modals.suggestionModal.opened}
        request={modals.suggestionModal.request}
        onClose={modals.closeSuggestion}
      />
    </>
  );
}
