import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationResponse, type LocationBody } from '@hangtime/core/locations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { locationsKeys } from './query-keys';

export async function createLocation(body: LocationBody) {
  const response = await apiRequest('/api/locations', {
    method: 'POST',
    body,
    schema: locationResponse,
  });
  return response.data.location;
}

export function useCreateLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // A new default takes the flag from the old one, so the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKeys.all }),
  });
}
