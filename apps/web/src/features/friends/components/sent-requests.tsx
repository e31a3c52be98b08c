import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { SentRequest } from '@hangtime/core/friends/schemas';
import { formatUsPhone } from '@hangtime/core/validation/contact';
import {
  EmptyText,
  FeedbackAlert,
  ListRow,
  ListSkeleton,
  LoadError,
  PlainList,
  type Feedback,
} from '../../../components/list-states';
import { useCancelFriendRequestMutation } from '../api/delete-friend';
import { useSentRequestsQuery } from '../api/get-sent-requests';
import { describeFriendsError, friendsMessages } from '../logic/friends-messages';
import { useFocusTarget } from '../logic/use-focus-target';
import { RequestDate } from './request-date';
import { SectionCard } from './section-card';
import { useClearErrorOnSuccess } from '../logic/use-clear-error-on-success';
import { WithAvatar } from '../../../components/person-avatar';

/** The address you typed: the list never says whose account, if any, is behind it. */
function formatRecipient(request: SentRequest): string {
  if (request.recipient_email) return request.recipient_email;
  if (request.recipient_phone) return `+1 ${formatUsPhone(request.recipient_phone)}`;
  return 'Unknown recipient';
}

/** Requests you sent that are still unanswered, each with Cancel. */
export function SentRequests() {
  const requests = useSentRequestsQuery();
  const cancel = useCancelFriendRequestMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  useClearErrorOnSuccess(setFeedback);
  const heading = useFocusTarget<HTMLHeadingElement>();

  function handleCancel(request: SentRequest) {
    setFeedback(null);
    cancel.mutate(request.id, {
      onSuccess: (response) => {
        setFeedback({ tone: 'success', text: response.message });
        heading.requestFocus();
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: describeFriendsError(error, friendsMessages.cancelFailed) }),
    });
  }

  return (
    <SectionCard title="Sent requests" headingRef={heading.ref}>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      {requests.isPending ? (
        <ListSkeleton label="Loading sent requests" rows={1} rowHeight={64} />
      ) : requests.isError ? (
        <LoadError
          message={friendsMessages.fetchSentFailed}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : requests.data.length === 0 ? (
        <EmptyText>No requests waiting for an answer.</EmptyText>
      ) : (
        <PlainList label="Sent requests" gap={0}>
          {requests.data.map((request) => {
            const recipient = formatRecipient(request);
            return (
              <ListRow
                key={request.id}
                actions={
                  <Button
                    size="sm"
                    variant="default"
                    onClick={() => handleCancel(request)}
                    loading={cancel.isPending && cancel.variables === request.id}
                    disabled={cancel.isPending}
                    aria-label={`Cancel request to ${recipient}`}
                  >
                    Cancel
                  </Button>
                }
              >
                <WithAvatar name={recipient}>
                  <Text fw={600}>{recipient}</Text>
                  <RequestDate instant={request.created_at} verb="Sent" />
                </WithAvatar>
              </ListRow>
            );
          })}
        </PlainList>
      )}
    </SectionCard>
  );
}
