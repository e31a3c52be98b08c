import { Stack } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { FRIENDS_HEADING } from './friends-heading';
import { useFriendsQuery } from './api/get-friends';
import { AddFriendForm } from './components/add-friend-form';
import { FriendsList } from './components/friends-list';
import { PendingRequests } from './components/pending-requests';
import { ReferralLinkCard } from './components/referral-link-card';
import { SentRequests } from './components/sent-requests';

/**
 * /friends (spec §2): one column, in the order people act on it; the same on a phone and on a
 * desktop, where a second column would only split lists that belong together.
 */
export function FriendsPage() {
  const friends = useFriendsQuery();
  // With nobody on the list yet, the referral link sits right under the invitation to share it.
  const hasNoFriends = friends.isSuccess && friends.data.length === 0;

  return (
    <PageContainer>
      <PageHeader title={FRIENDS_HEADING.title} description={FRIENDS_HEADING.description} />
      <Stack gap="lg">
        <AddFriendForm />
        <PendingRequests />
        <FriendsList />
        {hasNoFriends && <ReferralLinkCard />}
        <SentRequests />
        {!hasNoFriends && <ReferralLinkCard />}
      </Stack>
    </PageContainer>
  );
}
