import { useRef, useState, type FormEvent } from 'react';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { categoryNames, type CategoryView, type EventView } from '@hangtime/core/events/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { createNewEventValues, toEventFormValues, type EventFormValues } from '../logic/event-form-values';
import { resolveEventTiming } from '../logic/event-timing';
import { validateEventForm } from '../logic/event-validation';
import { describeEventsError, eventsScreenMessages, readFieldErrors } from '../logic/events-messages';
import { canAddToCalendar, getSaveTarget, isPersonalCategory } from '../logic/save-target';
import { AddToCalendar } from './add-to-calendar';
import { EventDetailsFields } from './event-details-fields';
import { EventPlaceFields } from './event-place-fields';
import { EventTimeFields } from './event-time-fields';
import { ParticipantList } from './participant-list';
import { ParticipantsField } from './participants-field';
import { RecurrenceFields } from './recurrence-fields';
import { RemoveEventButton } from './remove-event-button';
import { useProfileTimeZone } from './use-profile-time-zone';
import { useSaveEvent } from './use-save-event';

type EventFormProps = {
  categories: CategoryView[];
  event?: EventView;
  initialStart?: Date;
  onCancel: () => void;
  /** After a save (with what was stored, when the save says), or with 'removed' after a delete. */
  onDone: (outcome?: 'removed', message?: string) => void;
};

/** Create, or the organizer's edit: every field, Save, and for a saved event Delete. */
export function EventForm({ categories, event, initialStart, onCancel, onDone }: EventFormProps) {
  const timeZone = useProfileTimeZone();
  const [initialValues] = useState(() => {
    const defaultCategory = categories.find((category) => category.name === categoryNames.event);
    return event
      ? toEventFormValues(event, timeZone)
      : createNewEventValues(initialStart, new Date(), String(defaultCategory?.id ?? ''), timeZone);
  });
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues });
  const { save, isSaving } = useSaveEvent(event);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const categoryName = categories.find((category) => String(category.id) === form.values.category_id)?.name;
  const isPersonal = isPersonalCategory(categoryName);

  /** The first invalid field, else the error panel: centred, so the modal's sticky header never hides it. */
  function showProblem() {
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus({ preventScroll: true });
      (field ?? formRef.current?.querySelector('[role="alert"]'))?.scrollIntoView({ block: 'center' });
    });
  }

  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (isSaving) return;
    const values = form.getValues();
    const errors = validateEventForm(values, categoryName);
    const timing = resolveEventTiming(values);
    setError(null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || !timing) return showProblem();
    save(values, timing, categoryName, {
      onSuccess: (message) => onDone(undefined, message),
      onError: (failure) => {
        setError(
          describeEventsError(failure, event ? eventsScreenMessages.saveFailed : eventsScreenMessages.createFailed),
        );
        form.setErrors(readFieldErrors(failure));
        showProblem();
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={event ? 'Edit event' : 'Create event'}>
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <EventDetailsFields form={form} disabled={isSaving} categories={categories} />
        <EventTimeFields form={form} disabled={isSaving} />
        <RecurrenceFields form={form} disabled={isSaving} />
        <EventPlaceFields
          form={form}
          disabled={isSaving}
          isAddressRequired={getSaveTarget(categoryName) === 'availability-window'}
        />
        {!isPersonal && <ParticipantsField form={form} disabled={isSaving} />}
        {event && event.participants.length > 1 && <ParticipantList participants={event.participants} />}
        <Group justify="space-between" gap="sm">
          {event ? (
            <RemoveEventButton event={event} isOrganizer onRemoved={() => onDone('removed')} disabled={isSaving} />
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {event ? 'Save Changes' : 'Create Event'}
            </Button>
          </Group>
        </Group>
        {event && canAddToCalendar(event.category.name) && (
          <>
            <Divider />
            <AddToCalendar event={event} />
          </>
        )}
      </Stack>
    </form>
  );
}
