import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationDeletedResponse } from '@hangtime/core/locations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { locationsKeys } from './query-keys';

export function deleteLocation(id: string) {
  return apiRequest(`/api/locations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: locationDeletedResponse,
  });
}

export function useDeleteLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsKeys.all }),
  });
}
