import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '../../../lib/session/get-me';
import { useSession } from '../../../lib/session';
import { profileKeys } from './query-keys';

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    select: (data) => data.user,
  });
}

/**
 * GET /api/auth/me afresh each visit (spec §7 Profile), showing the session's copy meanwhile so
 * the details appear at once; a failed read still shows "Failed to load profile".
 */
export function useProfileQuery() {
  const { user } = useSession();
  return useQuery({
    ...profileQueryOptions(),
    placeholderData: user ? { user } : undefined,
  });
}
