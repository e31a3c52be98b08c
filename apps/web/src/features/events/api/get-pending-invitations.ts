import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationsResponse } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

/** Future events where you are pending, or tentative because the organizer changed them. */
export function getPendingInvitations(signal?: AbortSignal) {
  return apiRequest('/api/calendar/events/pending-invitations', { schema: invitationsResponse, signal });
}

export function pendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: eventsKeys.pendingInvitations(),
    queryFn: ({ signal }) => getPendingInvitations(signal),
    select: (response) => response.invitations,
  });
}

export function usePendingInvitationsQuery() {
  return useQuery(pendingInvitationsQueryOptions());
}
