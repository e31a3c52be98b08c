import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityWindowResponse, type AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

export async function createAvailabilityWindow(body: AvailabilityWindowBody) {
  const response = await apiRequest('/api/availability-windows', {
    method: 'POST',
    body,
    schema: availabilityWindowResponse,
  });
  return response.availability_window;
}

export function useCreateAvailabilityWindowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailabilityWindow,
    // Returned, so the form stays busy until the list shows the new window.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
