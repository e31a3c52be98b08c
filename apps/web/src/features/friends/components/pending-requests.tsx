import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { Friendship, PendingRequest } from '@hangtime/core/friends/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  EmptyText,
  FeedbackAlert,
  ListRow,
  ListSkeleton,
  LoadError,
  PlainList,
  type Feedback,
} from '../../../components/list-states';
import { useConfirmation } from '../../../components/use-confirmation';
import { useAcceptFriendRequestMutation } from '../api/accept-friend-request';
import { useDeclineFriendRequestMutation } from '../api/decline-friend-request';
import { usePendingRequestsQuery } from '../api/get-pending-requests';
import { describeFriendsError, friendsMessages } from '../logic/friends-messages';
import { formatPersonName } from '../logic/person-name';
import { useFocusTarget } from '../logic/use-focus-target';
import { RequestDate } from './request-date';
import { SectionCard } from './section-card';
import { useClearErrorOnSuccess } from '../logic/use-clear-error-on-success';
import { WithAvatar } from '../../../components/person-avatar';

type PendingRequestsProps = {
  onAccepted?: (friendship: Friendship) => void;
  onDeclined?: (request: PendingRequest) => void;
};

/**
 * Requests waiting for your answer, with Accept and Decline (Decline asks first). Standalone:
 * the onboarding's "Connect with Friends" step shows it too.
 */
export function PendingRequests({ onAccepted, onDeclined }: PendingRequestsProps) {
  const requests = usePendingRequestsQuery();
  const accept = useAcceptFriendRequestMutation();
  const decline = useDeclineFriendRequestMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  useClearErrorOnSuccess(setFeedback);
  const confirmation = useConfirmation<PendingRequest>();
  const toDecline = confirmation.target;
  const heading = useFocusTarget<HTMLHeadingElement>();
  // One answer at a time: the list reloads after each one.
  const isAnswering = accept.isPending || decline.isPending;

  function handleAccept(request: PendingRequest) {
    setFeedback(null);
    const name = formatPersonName(request.sender);
    accept.mutate(request.id, {
      onSuccess: (response) => {
        setFeedback({ tone: 'success', text: friendsMessages.accepted(name) });
        // The Accept button is gone with the request.
        heading.requestFocus();
        onAccepted?.(response.friend);
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: describeFriendsError(error, friendsMessages.acceptFailed) }),
    });
  }

  function askToDecline(request: PendingRequest) {
    setFeedback(null);
    confirmation.ask(request);
  }

  function handleConfirmDecline() {
    if (!toDecline) return;
    const request = toDecline;
    const name = formatPersonName(request.sender);
    decline.mutate(request.id, {
      onSuccess: () => {
        confirmation.finish();
        setFeedback({ tone: 'success', text: friendsMessages.declined(name) });
        heading.requestFocus();
        onDeclined?.(request);
      },
      onError: (error) => {
        confirmation.close();
        setFeedback({ tone: 'error', text: describeFriendsError(error, friendsMessages.declineFailed) });
      },
    });
  }

  const count = requests.data?.length ?? 0;
  const declineName = toDecline ? formatPersonName(toDecline.sender) : '';

  return (
    <SectionCard
      title="Pending requests"
      headingRef={heading.ref}
      badge={
        count > 0 && (
          <Badge variant="filled" color="red" circle={count < 10}>
            {count}
          </Badge>
        )
      }
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      {requests.isPending ? (
        <ListSkeleton label="Loading friend requests" rowHeight={64} />
      ) : requests.isError ? (
        <LoadError
          message={friendsMessages.fetchPendingFailed}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : count === 0 ? (
        <EmptyText>No friend requests waiting for you.</EmptyText>
      ) : (
        <PlainList label="Friend requests" gap={0}>
          {requests.data.map((request) => {
            const name = formatPersonName(request.sender);
            return (
              <ListRow
                key={request.id}
                actions={
                  <>
                    <Button
                      size="sm"
                      onClick={() => handleAccept(request)}
                      loading={accept.isPending && accept.variables === request.id}
                      disabled={isAnswering}
                      aria-label={`Accept friend request from ${name}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="default"
                      onClick={() => askToDecline(request)}
                      disabled={isAnswering}
                      aria-label={`Decline friend request from ${name}`}
                    >
                      Decline
                    </Button>
                  </>
                }
              >
                <WithAvatar name={name} colorKey={request.sender.email}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {request.sender.email}
                  </Text>
                  <RequestDate instant={request.created_at} verb="Sent" />
                </WithAvatar>
              </ListRow>
            );
          })}
        </PlainList>
      )}
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={`Decline friend request from ${declineName}?`}
        confirmLabel="Decline"
        isConfirming={decline.isPending}
        onConfirm={handleConfirmDecline}
      >
        {toDecline ? `The request came from ${toDecline.sender.email}.` : ''}
      </ConfirmDialog>
    </SectionCard>
  );
}
