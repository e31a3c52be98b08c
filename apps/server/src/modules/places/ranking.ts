// The fairness order of find-locations (behaviour.md §9): the worst travel time first (nobody
// should carry the trip for everyone), then the total, then the distance from the group's centre.
// Pure: returns a new array.

export type RankedCandidate = { id: string; worstMinutes: number; totalMinutes: number; distanceMetres: number };

export function compareFairness(a: RankedCandidate, b: RankedCandidate): number {
  return (
    a.worstMinutes - b.worstMinutes ||
    a.totalMinutes - b.totalMinutes ||
    a.distanceMetres - b.distanceMetres ||
    // The same answer every time for exact ties, whatever order the index returned them in.
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The `limit` fairest candidates, fairest first. */
export function rankByFairness<Candidate extends RankedCandidate>(
  candidates: readonly Candidate[],
  limit: number,
): Candidate[] {
  return [...candidates].sort(compareFairness).slice(0, limit);
}
