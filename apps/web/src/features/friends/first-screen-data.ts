// The friends page's first screen's reads, started by the entry once the session check has
// answered and the page's code is in (app/prefetch-first-screen.ts): the page then renders with its
// lists instead of drawing four loaders and again for each answer.
import type { QueryClient } from '@tanstack/react-query';
import { friendsQueryOptions } from './api/get-friends';
import { pendingRequestsQueryOptions } from './api/get-pending-requests';
import { referralCodeQueryOptions } from './api/get-referral-code';
import { sentRequestsQueryOptions } from './api/get-sent-requests';

/** Every read /friends makes when it mounts; settles once all have answered or failed. */
export async function prefetchFriendsFirstScreen(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(friendsQueryOptions()),
    queryClient.prefetchQuery(pendingRequestsQueryOptions()),
    queryClient.prefetchQuery(sentRequestsQueryOptions()),
    queryClient.prefetchQuery(referralCodeQueryOptions()),
  ]);
}
