// The maximal candidates of behaviour.md §8: inside each run of the caller's free quarters, every
// stretch of at least an hour that cannot grow by a quarter on either side and keep its friends.
import { intersectIntervals, type Interval } from './intervals';
import type { StretchWithFriends } from './free-together';

/** One friend's free quarters inside one run of the caller's: a friend has at most one piece per point. */
interface Piece {
  friend: number;
  start: number;
  end: number;
}

/**
 * Every maximal candidate, sorted by start, then by end. Inputs are lists of whole quarters.
 *
 * A candidate starting at s and ending at E has as friends everyone whose piece holds s and
 * reaches E. So, for each start, walking the pieces that hold it in order of where they end gives
 * each candidate that cannot grow to the right (one per distinct end: growing past it loses the
 * friends whose pieces end there). It cannot grow to the left either exactly when one of its
 * friends' pieces starts at s (the run's start clips every piece to it), so only the starts of
 * pieces are worth a walk. Per run: the pieces sorted once, then one walk of them per start:
 * O(q · f) for q starts and f pieces, never a loop over pairs of quarters times friends.
 */
export function findMaximalCandidates(
  caller: readonly Interval[],
  friends: readonly (readonly Interval[])[],
  minimumMs: number,
): StretchWithFriends[] {
  const piecesByRun = splitIntoRuns(caller, friends);
  const candidates: StretchWithFriends[] = [];
  for (const pieces of piecesByRun) {
    if (pieces.length > 0) candidates.push(...candidatesInRun(pieces, minimumMs));
  }
  return candidates;
}

/** Each friend's quarters clipped to each run of the caller's, grouped by run. */
function splitIntoRuns(caller: readonly Interval[], friends: readonly (readonly Interval[])[]): Piece[][] {
  const byRun: Piece[][] = caller.map(() => []);
  friends.forEach((free, friend) => {
    let run = 0;
    for (const { start, end } of intersectIntervals(caller, free)) {
      // Both lists are sorted, so the run holding each next piece is never an earlier one.
      while (caller[run]!.end <= start) run += 1;
      byRun[run]!.push({ friend, start, end });
    }
  });
  return byRun;
}

function candidatesInRun(pieces: Piece[], minimumMs: number): StretchWithFriends[] {
  const byEnd = [...pieces].sort((a, b) => b.end - a.end);
  const starts = [...new Set(pieces.map((piece) => piece.start))].sort((a, b) => a - b);
  const candidates: StretchWithFriends[] = [];
  for (const start of starts) {
    const fromHere: StretchWithFriends[] = [];
    const friends: number[] = [];
    let someoneStartsHere = false;
    for (let i = 0; i < byEnd.length;) {
      const end = byEnd[i]!.end;
      // Ends only shrink from here on: nothing later is long enough.
      if (end - start < minimumMs) break;
      // Everyone whose piece holds `start` and ends exactly at `end` joins at once.
      let joined = false;
      for (; i < byEnd.length && byEnd[i]!.end === end; i += 1) {
        const piece = byEnd[i]!;
        if (piece.start > start || piece.end <= start) continue;
        friends.push(piece.friend);
        joined = true;
        if (piece.start === start) someoneStartsHere = true;
      }
      // Nobody ending here: the stretch could still grow right with the same friends. Once someone
      // starts here, every bigger group that follows cannot grow left either.
      if (joined && someoneStartsHere) fromHere.push({ start, end, friends: [...friends].sort((a, b) => a - b) });
    }
    // Walked from the longest down; the answer runs from the shortest up.
    for (let k = fromHere.length - 1; k >= 0; k -= 1) candidates.push(fromHere[k]!);
  }
  return candidates;
}
