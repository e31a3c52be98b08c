import type { RestaurantSubtypeView } from '@hangtime/core/places/schemas';

/**
 * The group shares a preference when someone likes a type (restaurant-subtypes already leaves out
 * every type one of them dislikes). Without one, step 3 offers "Continue Anyway".
 */
export function hasSharedType(subtypes: readonly RestaurantSubtypeView[]): boolean {
  return subtypes.some((subtype) => subtype.thumbs_up_count > 0);
}
