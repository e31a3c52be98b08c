// The kinds of push a person wants (on every device of theirs): read them, and save one change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushKindsResponse, type PushKinds } from '@hangtime/core/push/schemas';
import { apiRequest } from '../../../lib/api-client';

const kindsKey = ['push', 'kinds'] as const;
const kindsPath = '/api/push/preferences';

export const pushKindsQueryOptions = queryOptions({
  queryKey: kindsKey,
  queryFn: ({ signal }) => apiRequest(kindsPath, { schema: pushKindsResponse, signal }),
  select: (response) => response.kinds,
});

export const usePushKindsQuery = (isEnabled: boolean) => useQuery({ ...pushKindsQueryOptions, enabled: isEnabled });

export function useSavePushKindsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PushKinds>) =>
      apiRequest(kindsPath, { method: 'PUT', body: change, schema: pushKindsResponse }),
    onSuccess: (response) => queryClient.setQueryData(kindsKey, response),
  });
}
