import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationResponse, type LocationBody } from '@hangtime/core/locations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { locationsKeys } from './query-keys';

export type UpdateLocationVariables = { id: string; body: LocationBody };

/** The whole location is sent: the call replaces every field. */
export async function updateLocation({ id, body }: UpdateLocationVariables) {
  const response = await apiRequest(`/api/locations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: locationResponse,
  });
  return response.data.location;
}

export function useUpdateLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    // Also after a failure: the location may have been deleted elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsKeys.all }),
  });
}
