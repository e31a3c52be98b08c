// Saves the modal's values where the category says (spec §5) and reports the create for analytics.
import type { EventView } from '@hangtime/core/events/schemas';
import { captureEventCreated } from '../../../lib/analytics';
import { useCreateEventMutation, useUpdateEventMutation } from '../api/save-event';
import { useCreateAvailabilityWindowMutation, useCreateWorkingHoursMutation } from '../api/save-personal-item';
import { toEventBody } from '../logic/event-body';
import type { EventFormValues } from '../logic/event-form-values';
import type { EventTiming } from '../logic/event-timing';
import { toAvailabilityWindowBody, toWorkingHoursBody } from '../logic/personal-bodies';
import { getSaveTarget, isPersonalCategory } from '../logic/save-target';
import { describeWorkingHoursSaved } from '../logic/working-hours-saved';

/** `message`, when given, says what was stored (working hours name their days). */
type SaveCallbacks = { onSuccess: (message?: string) => void; onError: (error: unknown) => void };

export function useSaveEvent(event: EventView | undefined) {
  const createEvent = useCreateEventMutation();
  const updateEvent = useUpdateEventMutation();
  const createWorkingHours = useCreateWorkingHoursMutation();
  const createWindow = useCreateAvailabilityWindowMutation();
  const isSaving = [createEvent, updateEvent, createWorkingHours, createWindow].some((mutation) => mutation.isPending);

  function save(
    values: EventFormValues,
    timing: EventTiming,
    categoryName: string | undefined,
    callbacks: SaveCallbacks,
  ) {
    const target = getSaveTarget(categoryName);
    // React Query hands onSuccess the answer: only working hours turn theirs into a message.
    const plain = { onError: callbacks.onError, onSuccess: () => callbacks.onSuccess() };
    if (target === 'working-hours') {
      return createWorkingHours.mutate(toWorkingHoursBody(values, timing), {
        onError: callbacks.onError,
        onSuccess: (created) => callbacks.onSuccess(describeWorkingHoursSaved(created)),
      });
    }
    if (target === 'availability-window') return createWindow.mutate(toAvailabilityWindowBody(values, timing), plain);
    const body = toEventBody(values, timing, isPersonalCategory(categoryName));
    if (event) return updateEvent.mutate({ id: event.id, body }, plain);
    createEvent.mutate(body, {
      onError: callbacks.onError,
      onSuccess: () => {
        captureEventCreated({
          title: body.title,
          source: body.source,
          location: body.location ?? null,
          participant_ids: body.participant_ids ?? [],
          recurring_pattern: body.recurring_pattern ?? null,
          category_id: body.category_id,
        });
        callbacks.onSuccess();
      },
    });
  }

  return { save, isSaving };
}
