import { useMutation } from '@tanstack/react-query';
import { googleAuthResponse } from '@hangtime/core/calendar-link/schemas';
import { apiRequest } from '../../../lib/api-client';

export async function getGoogleAuthUrl() {
  const response = await apiRequest('/api/google-calendar/auth', { schema: googleAuthResponse });
  return response.data.auth_url;
}

/**
 * Connect (or reconnect): asks the server for Google's consent address, then leaves Hangtime for
 * it as a full page load. Google sends the person back through the server to /google-callback.
 */
export function useStartGoogleAuthMutation(navigateTo: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: getGoogleAuthUrl,
    onSuccess: (authUrl) => navigateTo(authUrl),
  });
}
