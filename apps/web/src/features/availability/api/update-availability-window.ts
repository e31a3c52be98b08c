import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityWindowResponse, type AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

/** The whole series (`update_all`), or one date of it (`update_instance`: only its times). */
export type WindowUpdate =
  | { id: string; scope: 'series'; body: AvailabilityWindowBody }
  | { id: string; scope: 'instance'; instanceDate: string; startTime: string; endTime: string };

function toRequestBody(update: WindowUpdate) {
  if (update.scope === 'series') return { ...update.body, update_all: true };
  return {
    update_instance: true,
    instance_date: update.instanceDate,
    start_time: update.startTime,
    end_time: update.endTime,
  };
}

export async function updateAvailabilityWindow(update: WindowUpdate) {
  const response = await apiRequest(`/api/availability-windows/${encodeURIComponent(update.id)}`, {
    method: 'PUT',
    body: toRequestBody(update),
    schema: availabilityWindowResponse,
  });
  return response.availability_window;
}

export function useUpdateAvailabilityWindowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailabilityWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
