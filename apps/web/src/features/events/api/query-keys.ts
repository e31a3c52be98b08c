// Every event query lives under ['events', ...], so one invalidation after a change reaches the
// calendar, the upcoming list and the invitations alike.
export const eventsKeys = {
  all: ['events'] as const,
  range: (startIso: string, endIso: string) => [...eventsKeys.all, 'range', startIso, endIso] as const,
  one: (id: string) => [...eventsKeys.all, 'one', id] as const,
  pendingInvitations: () => [...eventsKeys.all, 'pending-invitations'] as const,
  categories: ['categories'] as const,
  /** Under ['friends', ...], so a friend added or removed anywhere refreshes the picker. */
  friendChoices: ['friends', 'event-participant-picker'] as const,
  /** The roots of the other features' lists that the modal's personal categories write to. */
  workingHours: ['working-hours'] as const,
  availabilityWindows: ['availability-windows'] as const,
};
