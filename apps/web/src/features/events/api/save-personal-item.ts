// The modal's personal categories are saved where they live: working hours and availability windows.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { availabilityWindowResponse, type AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import { workingHoursCreatedResponse, type CreateWorkingHoursBody } from '@hangtime/core/working-hours/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from './query-keys';

/** Every entry the server made: one per weekday of a weekly block, or the one dated entry. */
export async function createWorkingHours(body: CreateWorkingHoursBody) {
  return (await apiRequest('/api/working-hours', { method: 'POST', body, schema: workingHoursCreatedResponse }))
    .created;
}

export function createAvailabilityWindow(body: AvailabilityWindowBody) {
  return apiRequest('/api/availability-windows', { method: 'POST', body, schema: availabilityWindowResponse });
}

/**
 * Working hours and windows change when the person is free: besides their own lists, the calendar's
 * free-together overlay is read again, which lives under the events' root.
 */
function invalidateAfterPersonalItem(queryClient: QueryClient, root: QueryKey) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: root }),
    queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  ]);
}

export function useCreateWorkingHoursMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkingHours,
    onSuccess: () => invalidateAfterPersonalItem(queryClient, eventsKeys.workingHours),
  });
}

export function useCreateAvailabilityWindowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailabilityWindow,
    onSuccess: () => invalidateAfterPersonalItem(queryClient, eventsKeys.availabilityWindows),
  });
}
