// Every preferences query lives under ['preferences', ...], so one invalidation can reach them all.
export const preferencesKeys = {
  all: ['preferences'] as const,
  rated: () => [...preferencesKeys.all, 'rated'] as const,
  mostLiked: () => [...preferencesKeys.all, 'most-liked'] as const,
  categories: () => [...preferencesKeys.all, 'categories'] as const,
  /** The rating mutation, counted to tell when the last of several concurrent changes settled. */
  rate: () => [...preferencesKeys.all, 'rate'] as const,
};
