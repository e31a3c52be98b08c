import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { updatePreferencesResponse, type Rating, type UpdatePreferencesBody } from '@hangtime/core/preferences/schemas';
import { apiRequest } from '../../../lib/api-client';
import {
  readCategoryRating,
  readItemRating,
  setCategoryRating,
  setItemRating,
  type CategoriesAnswer,
  type ItemsAnswer,
} from '../logic/rating-cache';
import { preferencesKeys } from './query-keys';

/** Ratings of activities of one category; unsure removes a rating. */
export function updateCategoryPreferences(categoryId: number, body: UpdatePreferencesBody) {
  return apiRequest(`/api/preferences/categories/${encodeURIComponent(String(categoryId))}`, {
    method: 'PUT',
    body,
    schema: updatePreferencesResponse,
  });
}

export type RatingChange = { categoryId: number; subtypeId: number; rating: Rating };

type RatingCache<Answer> = {
  key: QueryKey;
  read: (answer: Answer | undefined, subtypeId: number) => Rating | undefined;
  write: (answer: Answer, subtypeId: number, rating: Rating) => Answer;
};

// The cached lists that show ratings; a change shows in each at once (spec: applied immediately).
const caches = [
  { key: preferencesKeys.mostLiked(), read: readItemRating, write: setItemRating } satisfies RatingCache<ItemsAnswer>,
  {
    key: preferencesKeys.categories(),
    read: readCategoryRating,
    write: setCategoryRating,
  } satisfies RatingCache<CategoriesAnswer>,
] as RatingCache<unknown>[];

type Previous = { cache: RatingCache<unknown>; rating: Rating }[];

function applyEverywhere(queryClient: QueryClient, change: RatingChange): Previous {
  const previous: Previous = [];
  for (const cache of caches) {
    const rating = cache.read(queryClient.getQueryData(cache.key), change.subtypeId);
    if (rating === undefined) continue;
    previous.push({ cache, rating });
    queryClient.setQueryData(cache.key, (answer: unknown) => cache.write(answer, change.subtypeId, change.rating));
  }
  return previous;
}

/** Back to the rating before the change, unless a later change already replaced it. */
function revert(queryClient: QueryClient, change: RatingChange, previous: Previous) {
  for (const { cache, rating } of previous) {
    if (cache.read(queryClient.getQueryData(cache.key), change.subtypeId) !== change.rating) continue;
    queryClient.setQueryData(cache.key, (answer: unknown) => cache.write(answer, change.subtypeId, rating));
  }
}

/**
 * One activity's rating, shown at once and put back if the server refuses it (spec: applied
 * optimistically and reverted on failure). The screen shows its own failure text.
 */
export function useRatePreferenceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferencesKeys.rate(),
    mutationFn: (change: RatingChange) =>
      updateCategoryPreferences(change.categoryId, {
        preferences: [{ subtype_id: change.subtypeId, rating: change.rating }],
      }),
    onMutate: async (change) => {
      // A list arriving now would paint the old rating over the new one.
      await Promise.all(caches.map((cache) => queryClient.cancelQueries({ queryKey: cache.key })));
      return applyEverywhere(queryClient, change);
    },
    onError: (_error, change, previous) => {
      if (previous) revert(queryClient, change, previous);
    },
    onSettled: () => {
      // Only once the last of several quick changes settled, or a reread would undo the others.
      if (queryClient.isMutating({ mutationKey: preferencesKeys.rate() }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: preferencesKeys.rated() });
      void queryClient.invalidateQueries({ queryKey: preferencesKeys.categories() });
      // Marked stale but not reread now: the popular list would reorder under the person's cursor.
      void queryClient.invalidateQueries({ queryKey: preferencesKeys.mostLiked(), refetchType: 'none' });
    },
  });
}
