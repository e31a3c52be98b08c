import type { QueryClient } from '@tanstack/react-query';
import { eventsKeys } from './query-keys';

/** Every event list and the invitations: after any change, what each screen shows is refetched. */
export function invalidateEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: eventsKeys.all });
}
