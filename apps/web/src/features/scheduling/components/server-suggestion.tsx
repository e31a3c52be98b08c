import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { isPersonalCategory, toEventFormValues, useCategoriesQuery } from '../../events';
import { RegularOfferNote } from '../../regulars';
import { useAcceptSuggestionMutation } from '../api/accept-suggestion';
import { useSuggestionQuery } from '../api/get-suggestion';
import { useRejectSuggestionMutation } from '../api/reject-suggestion';
import { toAcceptSuggestionBody } from '../logic/accept-body';
import { describeSchedulingError, schedulingScreenMessages } from '../logic/scheduling-messages';
import { SuggestedEventForm } from './suggested-event-form';

type ServerSuggestionProps = { eventId: string; onDone: () => void };

/** The weekly job's suggestion: Create accepts it as edited (and invites), Reject deletes it after asking. */
export function ServerSuggestion({ eventId, onDone }: ServerSuggestionProps) {
  const suggestion = useSuggestionQuery(eventId);
  const categories = useCategoriesQuery();
  const accept = useAcceptSuggestionMutation();
  const reject = useRejectSuggestionMutation();
  const [error, setError] = useState<string | null>(null);
  const [isAskingReject, setAskingReject] = useState(false);

  if (suggestion.isError) {
    const message = describeSchedulingError(suggestion.error, schedulingScreenMessages.suggestionLoadFailed);
    return <LoadError message={message} onRetry={() => void suggestion.refetch()} isRetrying={suggestion.isFetching} />;
  }
  if (categories.isError) {
    return (
      <LoadError
        message={schedulingScreenMessages.categoriesFailed}
        onRetry={() => void categories.refetch()}
        isRetrying={categories.isFetching}
      />
    );
  }
  if (!suggestion.data || !categories.data)
    return <ListSkeleton label="Loading suggested event" rows={4} rowHeight={56} />;

  const { event, invited_friends: friends, invited_count: invitedCount } = suggestion.data;
  const offered = categories.data.filter((category) => !isPersonalCategory(category.name));

  function confirmReject() {
    setError(null);
    reject.mutate(eventId, {
      onSuccess: () => {
        setAskingReject(false);
        onDone();
      },
      onError: (failure) => {
        setAskingReject(false);
        setError(describeSchedulingError(failure, schedulingScreenMessages.suggestionRejectFailed));
      },
    });
  }

  return (
    <>
      <RegularOfferNote eventId={eventId} />
      <SuggestedEventForm
        initialValues={toEventFormValues(event)}
        categories={offered}
        invited={{
          count: invitedCount,
          friends: friends.map((friend) => ({
            id: friend.id,
            name: `${friend.first_name} ${friend.last_name}`.trim(),
          })),
        }}
        dismissLabel="Reject"
        isCreating={accept.isPending}
        isRejecting={reject.isPending}
        error={error}
        onCreate={(values, timing) => {
          setError(null);
          accept.mutate(
            { eventId, body: toAcceptSuggestionBody(values, timing) },
            {
              onSuccess: onDone,
              onError: (failure) =>
                setError(describeSchedulingError(failure, schedulingScreenMessages.suggestedCreateFailed)),
            },
          );
        }}
        onReject={() => setAskingReject(true)}
      />
      <ConfirmDialog
        opened={isAskingReject}
        title="Reject this suggested hangout?"
        confirmLabel="Reject"
        isConfirming={reject.isPending}
        onConfirm={confirmReject}
        onCancel={() => setAskingReject(false)}
      >
        It will be removed from your calendar, and Hangtime will not suggest this time again.
      </ConfirmDialog>
    </>
  );
}
