// Every working-hours query lives under ['working-hours', ...], so one invalidation reaches them all.
export const workingHoursKeys = {
  all: ['working-hours'] as const,
  list: () => [...workingHoursKeys.all, 'list'] as const,
  entry: (id: string) => [...workingHoursKeys.all, 'entry', id] as const,
};
