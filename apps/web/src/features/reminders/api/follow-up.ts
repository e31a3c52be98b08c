// The organizer's follow-up of one event: read it, nudge, set the quorum (one file: one resource).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followUpResponse, nudgeResponse } from '@hangtime/core/reminders/schemas';
import { apiRequest } from '../../../lib/api-client';

const followUpKey = (eventId: string) => ['reminders', 'follow-up', eventId] as const;
const followUpPath = (eventId: string) => `/api/calendar/events/${encodeURIComponent(eventId)}/follow-up`;

export function followUpQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: followUpKey(eventId),
    queryFn: ({ signal }) => apiRequest(followUpPath(eventId), { schema: followUpResponse, signal }),
    select: (response) => response.follow_up,
  });
}

export const useFollowUpQuery = (eventId: string) => useQuery(followUpQueryOptions(eventId));

export function useNudgeMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${followUpPath(eventId)}/nudge`, { method: 'POST', schema: nudgeResponse }),
    onSuccess: (response) => queryClient.setQueryData(followUpKey(eventId), { follow_up: response.follow_up }),
  });
}

export function useQuorumMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quorum: number | null) =>
      apiRequest(`${followUpPath(eventId)}/quorum`, { method: 'PUT', body: { quorum }, schema: followUpResponse }),
    onSuccess: (response) => queryClient.setQueryData(followUpKey(eventId), response),
  });
}
