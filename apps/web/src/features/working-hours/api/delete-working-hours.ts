import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workingHoursDeletedResponse } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { workingHoursKeys } from './query-keys';

export function deleteWorkingHours(id: string) {
  return apiRequest(`/api/working-hours/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: workingHoursDeletedResponse,
  });
}

export function useDeleteWorkingHoursMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkingHours,
    // Also after a failure: a 404 means it was already gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workingHoursKeys.all }),
  });
}
