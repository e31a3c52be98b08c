import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workingHoursEntryResponse, type WorkingHoursBody } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { workingHoursKeys } from './query-keys';

export async function createWorkingHours(body: WorkingHoursBody) {
  const response = await apiRequest('/api/working-hours', { method: 'POST', body, schema: workingHoursEntryResponse });
  return response.working_hours;
}

export function useCreateWorkingHoursMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkingHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHoursKeys.all }),
  });
}
