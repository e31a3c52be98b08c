import { Stack, Text } from '@mantine/core';
import { AddFriendForm, PendingRequests, ReferralLinkCard, usePendingRequestsQuery } from '../../friends';
import { StepHeader } from './step-header';

function describePendingCount(count: number): string {
  return `${count} pending friend request(s)`;
}

/** Step 3: requests waiting for an answer, the referral link, and adding a friend. */
export function FriendsStep({ headingId }: { headingId: string }) {
  const pending = usePendingRequestsQuery();
  return (
    <Stack gap="md">
      <StepHeader
        id={headingId}
        title="Connect with Friends"
        description="Hangtime works best with your people. Answer requests, share your link or add a friend."
      />
      {pending.isSuccess && (
        <Text fw={600} size="sm" aria-live="polite">
          {describePendingCount(pending.data.length)}
        </Text>
      )}
      <PendingRequests />
      <ReferralLinkCard />
      <AddFriendForm />
    </Stack>
  );
}
