// What Hangtime Now! proposes to do (behaviour.md §8): the activity liked by the most participants
// and disliked by none, ties broken by the most-liked order.

export type Rating = 'like' | 'dislike';

/**
 * `mostLikedOrder` lists every candidate subcategory id, most liked across all users first. Each
 * entry of `ratings` is one participant's ratings by subcategory id (unsure is absent). Nobody
 * liking anything in common still gives an activity: the most-liked one nobody dislikes. Null only
 * when every candidate is disliked by someone.
 */
export function chooseActivity(
  mostLikedOrder: readonly number[],
  ratings: readonly ReadonlyMap<number, Rating>[],
): number | null {
  let best: number | null = null;
  let bestLikes = -1;
  for (const id of mostLikedOrder) {
    let likes = 0;
    let disliked = false;
    for (const person of ratings) {
      const rating = person.get(id);
      if (rating === 'dislike') disliked = true;
      else if (rating === 'like') likes += 1;
    }
    // Strictly more: among equals the earlier (more liked overall) stays.
    if (!disliked && likes > bestLikes) {
      best = id;
      bestLikes = likes;
    }
  }
  return best;
}
