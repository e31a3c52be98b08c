// Every saved-location query lives under ['locations', ...], so one invalidation reaches them all.
export const locationsKeys = {
  all: ['locations'] as const,
  list: () => [...locationsKeys.all, 'list'] as const,
};
