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
import { InvitedFriends, type InvitedFriend } from './invited-friends';

/** Said when a draft's last friend is unticked. */
export const NO_FRIEND_INVITED = 'Invite at least one friend. To plan something on your own, use Manual Event instead.';

export type SuggestedEventFormProps = {
  initialValues: EventFormValues;
  categories: CategoryView[];
  /**
   * Who is invited. `canChoose`: a draft, whose friends are its participant_ids and may be
   * unticked before anything is sent; a server suggestion invites whom it names.
   */
  invited: { count: number; friends: InvitedFriend[]; canChoose?: boolean };
  /** A draft's title names its friends: as long as the person has not edited it, it follows the ticks. */
  titleFor?: (names: string[]) => string;
  /** "Not now" for a draft, which only puts it away; "Reject" for a server suggestion, which deletes it. */
  dismissLabel: string;
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
  const {
    categories,
    invited,
    titleFor,
    dismissLabel,
    isCreating,
    isRejecting = false,
    error,
    onCreate,
    onReject,
  } = props;
  const timeZone = useProfileTimeZone();
  // Shown and taken on the profile's clock, as the calendar grid and the event form are.
  const [initialValues] = useState(() => withFormTimeZone(props.initialValues, timeZone));
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues });
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const isBusy = isCreating || isRejecting;
  const [friendsError, setFriendsError] = useState<string | null>(null);
  const namesOf = (ids: readonly string[]) =>
    invited.friends.filter((friend) => ids.includes(friend.id)).map((friend) => friend.name);

  function chooseFriends(ids: string[]) {
    const values = form.getValues();
    if (titleFor && values.title === titleFor(namesOf(values.participant_ids)))
      form.setFieldValue('title', titleFor(namesOf(ids)));
    form.setFieldValue('participant_ids', ids);
    setFriendsError(ids.length === 0 ? NO_FRIEND_INVITED : null);
  }

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
    const hasNoFriend = invited.canChoose === true && values.participant_ids.length === 0;
    form.setErrors(errors);
    setFriendsError(hasNoFriend ? NO_FRIEND_INVITED : null);
    if (Object.keys(errors).length > 0 || !timing || hasNoFriend) return focusFirstInvalid();
    onCreate(values, timing);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Suggested event">
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <InvitedFriends
          friends={invited.friends}
          count={invited.count}
          selectedIds={invited.canChoose ? form.values.participant_ids : undefined}
          onChange={invited.canChoose ? chooseFriends : undefined}
          disabled={isBusy}
          error={friendsError}
        />
        <EventDetailsFields form={form} disabled={isBusy} categories={categories} />
        <EventTimeFields form={form} disabled={isBusy} allowAllDay={false} />
        <EventPlaceFields form={form} disabled={isBusy} isAddressRequired={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReject} disabled={isCreating} loading={isRejecting}>
            {dismissLabel}
          </Button>
          <Button type="submit" loading={isCreating} disabled={isRejecting}>
            Create Event & Send Invitations
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
