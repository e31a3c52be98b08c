import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CategoryView } from '@hangtime/core/events/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import {
  EventDetailsFields,
  EventPlaceFields,
  EventTimeFields,
  resolveEventTiming,
  useProfileTimeZone,
  validateEventForm,
  withFormTimeZone,
  type EventFormValues,
  type EventTiming,
} from '../../events';
import { InvitedFriends } from './invited-friends';

export type SuggestedEventFormProps = {
  initialValues: EventFormValues;
  categories: CategoryView[];
  invited: { count: number; names: string[] };
  isCreating: boolean;
  isRejecting?: boolean;
  error: string | null;
  onCreate: (values: EventFormValues, timing: EventTiming) => void;
  onReject: () => void;
};

/**
 * The Suggested Event modal's form (spec §2): title, category and activity, description, start,
 * end and place, all editable, built from the event form's own fields and checked by its rules.
 */
export function SuggestedEventForm(props: SuggestedEventFormProps) {
  const { categories, invited, isCreating, isRejecting = false, error, onCreate, onReject } = props;
  const timeZone = useProfileTimeZone();
  // Shown and taken on the profile's clock, as the calendar grid and the event form are.
  const [initialValues] = useState(() => withFormTimeZone(props.initialValues, timeZone));
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues });
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const isBusy = isCreating || isRejecting;

  // The form arrives after the modal opened (its categories load first), too late for the
  // modal's own autofocus: the title field takes the focus as it would have.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [formRef]);

  // A refusal shows at the form's top, out of sight from the buttons on a phone: bring it in.
  useEffect(() => {
    if (error) formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [error, formRef]);

  function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (isBusy) return;
    const values = form.getValues();
    const categoryName = categories.find((category) => String(category.id) === values.category_id)?.name;
    const errors = validateEventForm(values, categoryName);
    const timing = resolveEventTiming(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || !timing) return focusFirstInvalid();
    onCreate(values, timing);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Suggested event">
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <InvitedFriends count={invited.count} names={invited.names} />
        <EventDetailsFields form={form} disabled={isBusy} categories={categories} />
        <EventTimeFields form={form} disabled={isBusy} allowAllDay={false} />
        <EventPlaceFields form={form} disabled={isBusy} isAddressRequired={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReject} disabled={isCreating} loading={isRejecting}>
            Reject
          </Button>
          <Button type="submit" loading={isCreating} disabled={isRejecting}>
            Create Event & Send Invitations
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
