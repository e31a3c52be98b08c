import { Card, Stack, Title } from '@mantine/core';
import type { EventView } from '@hangtime/core/events/schemas';
import { usePendingInvitationsQuery } from '../api/get-pending-invitations';
import { eventsScreenMessages } from '../logic/events-messages';
import { InvitationRow } from './invitation-row';
import { LoadError, LoadingBlock } from './list-states';

export type NeedsResponseListProps = {
  /** Opens an invitation, e.g. in the EventModal; without it titles are plain text. */
  onOpenEvent?: (event: EventView) => void;
};

/**
 * "Events Needing Response": invitations you have not answered, and ones the organizer changed
 * since you accepted. Nothing is shown when there are none.
 */
export function NeedsResponseList({ onOpenEvent }: NeedsResponseListProps) {
  const invitations = usePendingInvitationsQuery();
  if (invitations.isSuccess && invitations.data.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="needs-response-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="needs-response-heading">
          Events Needing Response
        </Title>
        {invitations.isPending ? (
          <LoadingBlock label="Loading invitations" rows={2} height={72} />
        ) : invitations.isError ? (
          <LoadError message={eventsScreenMessages.loadFailed} onRetry={() => void invitations.refetch()} isRetrying={invitations.isFetching} />
        ) : (
          <Stack component="ul" role="list" aria-labelledby="needs-response-heading" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {invitations.data.map((invitation) => (
              <InvitationRow key={`${invitation.id}|${invitation.instance_start}`} invitation={invitation} onOpen={onOpenEvent} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
