import { useState } from 'react';
import { categoryNames } from '@hangtime/core/events/schemas';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { isPersonalCategory, useCategoriesQuery, useSaveEvent } from '../../events';
import { describeSchedulingError, schedulingScreenMessages } from '../logic/scheduling-messages';
import { draftTitle, toDraftFormValues } from '../logic/slot-draft';
import { SuggestedEventForm } from './suggested-event-form';

type SlotSuggestionProps = { slot: TimeSlotView; onDone: () => void };

/**
 * A hangout drafted from a free-together band: nothing exists on the server yet, so Create makes
 * an ordinary event with the friends still ticked invited (through the event modal's own save,
 * analytics included), and "Not now" just puts the draft away (there is nothing to reject).
 */
export function SlotSuggestion({ slot, onDone }: SlotSuggestionProps) {
  const categories = useCategoriesQuery();
  const { save, isSaving } = useSaveEvent(undefined);
  const [error, setError] = useState<string | null>(null);

  if (categories.isPending) return <ListSkeleton label="Loading suggested event" rows={4} rowHeight={56} />;
  if (categories.isError) {
    return (
      <LoadError
        message={schedulingScreenMessages.categoriesFailed}
        onRetry={() => void categories.refetch()}
        isRetrying={categories.isFetching}
      />
    );
  }
  // A hangout with friends is an event: the personal categories take no participants.
  const offered = categories.data.filter((category) => !isPersonalCategory(category.name));
  const eventCategory = offered.find((category) => category.name === categoryNames.event) ?? offered[0];

  return (
    <SuggestedEventForm
      initialValues={toDraftFormValues(slot, String(eventCategory?.id ?? ''))}
      categories={offered}
      invited={{
        count: slot.friend_count,
        friends: slot.available_friend_ids.map((id, index) => ({ id, name: slot.available_friends[index] ?? '' })),
        canChoose: true,
      }}
      titleFor={draftTitle}
      dismissLabel="Not now"
      isCreating={isSaving}
      error={error}
      onCreate={(values, timing) => {
        setError(null);
        const categoryName = offered.find((category) => String(category.id) === values.category_id)?.name;
        save(values, timing, categoryName, {
          onSuccess: onDone,
          onError: (failure) =>
            setError(describeSchedulingError(failure, schedulingScreenMessages.suggestedCreateFailed)),
        });
      }}
      onReject={onDone}
    />
  );
}
