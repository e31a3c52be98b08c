// A hangout's regular thing: read it, make it, change how often, stop it (one file: one resource).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { regularResponse, type Cadence } from '@hangtime/core/regulars/schemas';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from '../../notifications';

export const regularKey = (eventId: string) => ['regulars', 'event', eventId] as const;
const regularPath = (eventId: string) => `/api/calendar/events/${encodeURIComponent(eventId)}/regular`;

export function regularQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: regularKey(eventId),
    queryFn: ({ signal }) => apiRequest(regularPath(eventId), { schema: regularResponse, signal }),
    select: (response) => response.regular,
  });
}

export const useRegularQuery = (eventId: string) => useQuery(regularQueryOptions(eventId));

type Change = { kind: 'make' | 'change'; cadence: Cadence } | { kind: 'stop' };

const methods = { make: 'POST', change: 'PUT', stop: 'DELETE' } as const;

/** Make, change or stop: each answers the regular as it now is. Making one offers the next hangout in the bell. */
export function useRegularMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiRequest(regularPath(eventId), {
        method: methods[change.kind],
        body: change.kind === 'stop' ? undefined : { cadence: change.cadence },
        schema: regularResponse,
      }),
    onSuccess: async (response, change) => {
      queryClient.setQueryData(regularKey(eventId), response);
      if (change.kind === 'make') await queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
