import { useMutation, useQueryClient } from '@tanstack/react-query';
import { windowDeletedResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

/** One date of a series (`DELETE ?instance_date=`): the server stores it as a cancelled exception. */
export function cancelWindowDate({ id, instanceDate }: { id: string; instanceDate: string }) {
  return apiRequest(
    `/api/availability-windows/${encodeURIComponent(id)}?instance_date=${encodeURIComponent(instanceDate)}`,
    {
      method: 'DELETE',
      schema: windowDeletedResponse,
    },
  );
}

export function useCancelWindowDateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWindowDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
