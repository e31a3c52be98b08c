import { useState } from 'react';
import { EmptyState } from '@mantine/core';
import type { Friendship } from '@hangtime/core/friends/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UsersIcon } from '../../../components/icons';
import { FeedbackAlert, ListSkeleton, LoadError, PlainList, type Feedback } from '../../../components/list-states';
import { useConfirmation } from '../../../components/use-confirmation';
import { useRemoveFriendMutation } from '../api/delete-friend';
import { useFriendsQuery } from '../api/get-friends';
import { describeFriendsError, friendsMessages } from '../logic/friends-messages';
import { formatPersonName } from '../logic/person-name';
import { useFocusTarget } from '../logic/use-focus-target';
import { FriendRow } from './friend-row';
import { SectionCard } from './section-card';
import { useClearErrorOnSuccess } from '../logic/use-clear-error-on-success';

/** Your friends, with your priority flag and hangout style for each, and Remove (asks first). */
export function FriendsList() {
  const friends = useFriendsQuery();
  const remove = useRemoveFriendMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  useClearErrorOnSuccess(setFeedback);
  const confirmation = useConfirmation<Friendship>();
  const toRemove = confirmation.target;
  const heading = useFocusTarget<HTMLHeadingElement>();

  function askToRemove(friendship: Friendship) {
    setFeedback(null);
    confirmation.ask(friendship);
  }

  function handleConfirmRemove() {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: (response) => {
        confirmation.finish();
        setFeedback({ tone: 'success', text: response.message });
        heading.requestFocus();
      },
      onError: (error) => {
        confirmation.close();
        setFeedback({ tone: 'error', text: describeFriendsError(error, friendsMessages.removeFailed) });
      },
    });
  }

  const removeName = toRemove ? formatPersonName(toRemove.friend) : '';

  return (
    <SectionCard
      title="Your friends"
      headingRef={heading.ref}
      description="Mark priority friends and pick how you meet each: solo, in groups, or either."
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      {friends.isPending ? (
        <ListSkeleton label="Loading friends" rows={3} rowHeight={64} />
      ) : friends.isError ? (
        <LoadError
          message={friendsMessages.fetchFriendsFailed}
          onRetry={() => void friends.refetch()}
          isRetrying={friends.isFetching}
        />
      ) : friends.data.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<UsersIcon size={28} />}
          withIndicatorBackground
          title="No friends yet"
          description="Add a friend by phone or email, or share your referral link below."
        />
      ) : (
        <PlainList label="Friends" gap={0}>
          {friends.data.map((friendship) => (
            <FriendRow
              key={friendship.id}
              friendship={friendship}
              onRemove={askToRemove}
              isRemoveDisabled={remove.isPending}
              onPreferenceChange={() => setFeedback(null)}
              onPreferenceError={(text) => setFeedback({ tone: 'error', text })}
            />
          ))}
        </PlainList>
      )}
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={`Remove ${removeName} from your friends?`}
        confirmLabel="Remove"
        isConfirming={remove.isPending}
        onConfirm={handleConfirmRemove}
      >
        {`You can send ${removeName} a new friend request later.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
