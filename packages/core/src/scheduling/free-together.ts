// The overlay's free-together stretches (behaviour.md §8 `free_together`): one sweep over everyone's
// whole quarters, cut wherever the caller's freedom or the set of free friends changes.
import type { Interval } from './intervals';

export interface StretchWithFriends {
  start: number;
  end: number;
  /** Indexes into the friends given, ascending (the order the friends were given). */
  friends: number[];
}

const CALLER = -1;

interface Boundary {
  readonly at: number;
  /** A friend's index, or CALLER. */
  readonly person: number;
  readonly isStart: boolean;
}

/**
 * The maximal stretches, of any length, in which the caller is free, at least one friend is, and
 * the set of free friends does not change. Inputs are lists of whole quarters (`wholeQuarters`),
 * each normalised, so every boundary changes someone's state and every stretch between two
 * boundaries is maximal on its own. O(n log n) in the number of intervals.
 */
export function findFreeTogether(
  caller: readonly Interval[],
  friends: readonly (readonly Interval[])[],
): StretchWithFriends[] {
  const boundaries = collectBoundaries(caller, friends);
  const isFriendFree = new Uint8Array(friends.length);
  let freeFriendCount = 0;
  let isCallerFree = false;
  const stretches: StretchWithFriends[] = [];
  let i = 0;
  while (i < boundaries.length) {
    const at = boundaries[i]!.at;
    // Every boundary at one instant is applied before the stretch that follows it is judged.
    for (; i < boundaries.length && boundaries[i]!.at === at; i += 1) {
      const { person, isStart } = boundaries[i]!;
      if (person === CALLER) isCallerFree = isStart;
      else {
        isFriendFree[person] = isStart ? 1 : 0;
        freeFriendCount += isStart ? 1 : -1;
      }
    }
    if (i === boundaries.length || !isCallerFree || freeFriendCount === 0) continue;
    const free: number[] = [];
    for (let friend = 0; friend < friends.length; friend += 1) if (isFriendFree[friend] === 1) free.push(friend);
    stretches.push({ start: at, end: boundaries[i]!.at, friends: free });
  }
  return stretches;
}

function collectBoundaries(caller: readonly Interval[], friends: readonly (readonly Interval[])[]): Boundary[] {
  const boundaries: Boundary[] = [];
  const add = (free: readonly Interval[], person: number) => {
    for (const { start, end } of free)
      boundaries.push({ at: start, person, isStart: true }, { at: end, person, isStart: false });
  };
  add(caller, CALLER);
  friends.forEach((free, index) => add(free, index));
  return boundaries.sort((a, b) => a.at - b.at);
}
