import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { eventsKeys } from '../../events/first-screen';
import { notificationsKeys } from '../../notifications';
import { invalidateSuggestionViews } from './invalidate-suggestion-views';
import { schedulingKeys } from './query-keys';

/** An observed (active) query whose fetches are counted. */
function watch(client: QueryClient, queryKey: readonly unknown[]) {
  const queryFn = vi.fn(async () => ({ fetched: true }));
  const observer = new QueryObserver(client, { queryKey, queryFn, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => {});
  return { queryFn, unsubscribe };
}

describe('invalidateSuggestionViews', () => {
  it('refreshes the calendar and the bell, but never asks again for the suggestion just accepted or rejected', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const suggestion = watch(client, schedulingKeys.suggestion('event-1'));
    const other = watch(client, schedulingKeys.suggestion('event-2'));
    const calendar = watch(client, eventsKeys.range('2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z'));
    const bell = watch(client, [...notificationsKeys.all, 'unified']);
    await vi.waitFor(() => expect(suggestion.queryFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(calendar.queryFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(bell.queryFn).toHaveBeenCalledTimes(1));

    await invalidateSuggestionViews(client, 'event-1');

    // The suggestion's modal is still open while this runs: a refetch would be a 404.
    expect(suggestion.queryFn).toHaveBeenCalledTimes(1);
    expect(calendar.queryFn).toHaveBeenCalledTimes(2);
    expect(bell.queryFn).toHaveBeenCalledTimes(2);
    expect(other.queryFn).toHaveBeenCalledTimes(2);
    for (const watched of [suggestion, other, calendar, bell]) watched.unsubscribe();
  });
});
