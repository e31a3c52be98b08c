import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@hangtime/core/auth/schemas';
// The user's schema from its own module: auth/schemas brings the phone rules along.
import { meResponse } from '@hangtime/core/auth/user';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { profileKeys } from './query-keys';

export function updateProfile(body: UpdateProfileBody) {
  return apiRequest('/api/auth/me', { method: 'PUT', body, schema: meResponse });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    // The navigation bar and every other screen read the session's user: it is reloaded too.
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.me(), { user });
      return refreshUser();
    },
  });
}
