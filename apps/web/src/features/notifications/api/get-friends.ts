import { friendsResponse } from '@hangtime/core/friends/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The person's friends, read once by the post-login check. */
export function getFriends() {
  return apiRequest('/api/friends', { schema: friendsResponse });
}
