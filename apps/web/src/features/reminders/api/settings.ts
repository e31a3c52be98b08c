// The person's reminder settings: read them, and save "Reminders and nudges by email".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reminderSettingsResponse } from '@hangtime/core/reminders/schemas';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['reminders', 'settings'] as const;
const settingsPath = '/api/reminders/settings';

export const reminderSettingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => apiRequest(settingsPath, { schema: reminderSettingsResponse, signal }),
  select: (response) => response.settings,
});

export const useReminderSettingsQuery = () => useQuery(reminderSettingsQueryOptions);

export function useSaveReminderSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailsEnabled: boolean) =>
      apiRequest(settingsPath, {
        method: 'PUT',
        body: { emails_enabled: emailsEnabled },
        schema: reminderSettingsResponse,
      }),
    onSuccess: (response) => queryClient.setQueryData(settingsKey, response),
  });
}
