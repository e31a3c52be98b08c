import { useMutation, useQueryClient } from '@tanstack/react-query';
import { windowDeletedResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

/** The whole window; one date of it is cancelled by cancel-window-date. */
export function deleteAvailabilityWindow(id: string) {
  return apiRequest(`/api/availability-windows/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: windowDeletedResponse,
  });
}

export function useDeleteAvailabilityWindowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailabilityWindow,
    // Also after a failure: a 404 means it was already gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
