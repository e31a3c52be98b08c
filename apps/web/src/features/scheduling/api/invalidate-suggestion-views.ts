import type { QueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../events/first-screen';
import { notificationsKeys } from '../../notifications';

/** Once a suggestion is accepted or rejected: the calendar and the bell, which both showed it. */
export function invalidateSuggestionViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  ]);
}
