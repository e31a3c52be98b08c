// What a group thinks of a category's subtypes (behaviour.md §9, restaurant-subtypes): how many
// like each, and which any of them dislikes. Pure: takes the rows, returns new values.
import type { RatingRow } from './repository';

export type RankedSubtype = { id: number; name: string; thumbs_up_count: number };

/** Subtype ids that at least one of the group dislikes. */
export function dislikedByAnyone(ratings: readonly RatingRow[]): Set<number> {
  return new Set(ratings.filter((row) => row.rating === 'dislike').map((row) => row.subcategory_id));
}

/**
 * The subtypes nobody dislikes, most liked by the group first; ties keep the order given (the
 * most-liked order), which is why the sort is stable and `subtypes` must arrive in that order.
 */
export function rankSubtypesForGroup(
  subtypes: readonly { id: number; name: string }[],
  ratings: readonly RatingRow[],
): RankedSubtype[] {
  const disliked = dislikedByAnyone(ratings);
  const likes = new Map<number, number>();
  for (const row of ratings)
    if (row.rating === 'like') likes.set(row.subcategory_id, (likes.get(row.subcategory_id) ?? 0) + 1);
  return subtypes
    .filter((subtype) => !disliked.has(subtype.id))
    .map((subtype) => ({ id: subtype.id, name: subtype.name, thumbs_up_count: likes.get(subtype.id) ?? 0 }))
    .sort((a, b) => b.thumbs_up_count - a.thumbs_up_count);
}
