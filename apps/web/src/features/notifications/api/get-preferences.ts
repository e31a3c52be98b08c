import { preferencesResponse } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The person's rated activities, read once by the post-login check. */
export function getPreferences() {
  return apiRequest('/api/preferences', { schema: preferencesResponse });
}
