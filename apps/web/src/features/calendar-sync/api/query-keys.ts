// Every calendar-link query lives under ['calendar-sync', ...], so one invalidation reaches them all.
export const calendarSyncKeys = {
  all: ['calendar-sync'] as const,
  googleStatus: () => [...calendarSyncKeys.all, 'google-status'] as const,
  subscriptions: () => [...calendarSyncKeys.all, 'subscriptions'] as const,
  feed: () => [...calendarSyncKeys.all, 'feed'] as const,
};
