import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../events/first-screen';
import { notificationsKeys } from '../../notifications';
import { schedulingKeys } from './query-keys';

/**
 * Once a suggestion is accepted or rejected: the calendar and the bell, which both showed it. Not
 * the suggestion itself (it sits under the events' key): it no longer exists, and refetching it
 * while its modal closes asked the server for it once more, for a 404.
 */
export function invalidateSuggestionViews(queryClient: QueryClient, eventId: string) {
  const suggestion = schedulingKeys.suggestion(eventId);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: eventsKeys.all,
      predicate: (query) => !matchQuery({ queryKey: suggestion }, query),
    }),
    queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  ]);
}
