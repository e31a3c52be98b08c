import { memo } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import type { EventView } from '@hangtime/core/events/schemas';
import { ListSkeleton, LoadError, PlainList } from '../../../components/list-states';
import { usePendingInvitationsQuery } from '../api/get-pending-invitations';
import { eventsScreenMessages } from '../logic/events-messages';
import { InvitationRow } from './invitation-row';

export type NeedsResponseListProps = {
  /** Opens an invitation, e.g. in the EventModal; without it titles are plain text. */
  onOpenEvent?: (event: EventView) => void;
};

/**
 * "Events Needing Response": invitations you have not answered, and ones the organizer changed
 * since you accepted. Nothing is shown when there are none.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const NeedsResponseList = memo(function NeedsResponseList({ onOpenEvent }: NeedsResponseListProps) {
  const invitations = usePendingInvitationsQuery();
  if (invitations.isSuccess && invitations.data.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="needs-response-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="needs-response-heading">
          Events Needing Response
        </Title>
        {invitations.isPending ? (
          <ListSkeleton label="Loading invitations" rows={2} rowHeight={72} />
        ) : invitations.isError ? (
          <LoadError
            message={eventsScreenMessages.loadFailed}
            onRetry={() => void invitations.refetch()}
            isRetrying={invitations.isFetching}
          />
        ) : (
          <PlainList labelledBy="needs-response-heading" gap={0}>
            {invitations.data.map((invitation) => (
              <InvitationRow
                key={`${invitation.id}|${invitation.instance_start}`}
                invitation={invitation}
                onOpen={onOpenEvent}
              />
            ))}
          </PlainList>
        )}
      </Stack>
    </Card>
  );
});
