import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  workingHoursEntryResponse,
  type UpdateWorkingHoursBody,
  type WorkingHoursBody,
} from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { workingHoursKeys } from './query-keys';

/** The whole entry (every field replaced), or one date of a weekly entry (`update_instance`). */
export type WorkingHoursUpdate = { id: string; body: WorkingHoursBody | UpdateWorkingHoursBody };

export async function updateWorkingHours({ id, body }: WorkingHoursUpdate) {
  const response = await apiRequest(`/api/working-hours/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: workingHoursEntryResponse,
  });
  return response.working_hours;
}

export function useUpdateWorkingHoursMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkingHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHoursKeys.all }),
  });
}
