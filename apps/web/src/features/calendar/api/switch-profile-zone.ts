import { useMutation } from '@tanstack/react-query';
import { meResponse, type User } from '@hangtime/core/auth/user';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * The profile's time zone set to the device's, through the profile API (PUT /api/auth/me takes the
 * whole profile: the rest is sent back as it is). The session's user is reloaded, so the calendar
 * redraws in the new zone.
 */
export function useSwitchProfileZoneMutation() {
  const { user, refreshUser } = useSession();
  return useMutation({
    mutationFn: (timezone: string) => {
      if (!user) throw new Error('Not signed in');
      return apiRequest('/api/auth/me', { method: 'PUT', body: profileWithZone(user, timezone), schema: meResponse });
    },
    onSuccess: () => refreshUser(),
  });
}

function profileWithZone(user: User, timezone: string) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    gender: user.gender ?? '',
    timezone,
  };
}
