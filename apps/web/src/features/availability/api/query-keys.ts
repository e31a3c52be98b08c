// Every availability-window query lives under ['availability-windows', ...], so one invalidation reaches them all.
export const availabilityKeys = {
  all: ['availability-windows'] as const,
  list: () => [...availabilityKeys.all, 'list'] as const,
};

/**
 * Saved locations for the window form's picker. Under ['locations', ...], so adding a location
 * anywhere (the Add New Location modal too) refreshes the picker.
 */
export const savedLocationsKey = ['locations', 'availability-picker'] as const;
