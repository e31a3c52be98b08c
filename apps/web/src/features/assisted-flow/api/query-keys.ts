import type { FindLocationsBody } from '@hangtime/core/places/schemas';

export const assistedFlowKeys = {
  all: ['assisted-flow'] as const,
  restaurantSubtypes: (userIds: readonly string[]) =>
    [...assistedFlowKeys.all, 'restaurant-subtypes', [...userIds].sort()] as const,
  locations: (body: FindLocationsBody) => [...assistedFlowKeys.all, 'find-locations', body] as const,
};
