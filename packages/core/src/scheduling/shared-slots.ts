// The sweep of behaviour.md §8: when the caller and an unchanging set of friends are free together.
import { normalizeIntervals, type Interval } from './intervals';

export interface PersonFreeTime {
  readonly id: string;
  /** Normalised free time (as normalizeIntervals returns); other lists are normalised first. */
  readonly free: readonly Interval[];
}

export interface SharedSlot {
  start: number;
  end: number;
  /** The free friends, in the order `friends` were given. */
  friendIds: string[];
}

/** Slot edges fall on UTC quarter hours: multiples of 15 minutes since the epoch. */
export const SLOT_STEP_MS = 15 * 60_000;
/** Shorter slots, measured after rounding, are not worth proposing. */
export const MINIMUM_SLOT_MS = 60 * 60_000;

const CALLER = -1;

interface Boundary {
  readonly at: number;
  /** A friend's index in `friends`, or CALLER. */
  readonly person: number;
  readonly isStart: boolean;
}

/**
 * The slots in which the caller is free and at least one friend is, each a maximal stretch over
 * which the set of free friends does not change. Each slot's start is then rounded up and its end
 * down to a multiple of `stepMs`, and slots shorter than `minimumMs` after rounding are dropped.
 * Two adjacent stretches with different sets stay two slots, each rounded on its own.
 *
 * One sweep over every boundary point, sorted once: O(n log n) in the number of intervals, plus
 * the friend lists written out for the slots kept.
 */
export function findSharedSlots(
  caller: readonly Interval[],
  friends: readonly PersonFreeTime[],
  options: { stepMs?: number; minimumMs?: number } = {},
): SharedSlot[] {
  const stepMs = options.stepMs ?? SLOT_STEP_MS;
  const minimumMs = options.minimumMs ?? MINIMUM_SLOT_MS;
  if (!(stepMs > 0)) throw new RangeError('stepMs must be positive');

  const boundaries = collectBoundaries(caller, friends);
  const isFriendFree = new Uint8Array(friends.length);
  let freeFriendCount = 0;
  let isCallerFree = false;
  const slots: SharedSlot[] = [];
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
    // Normalised lists never open and close one person's time at the same instant, so every
    // boundary changes the state: each stretch between two boundaries is maximal on its own.
    if (i === boundaries.length || !isCallerFree || freeFriendCount === 0) continue;
    const start = Math.ceil(at / stepMs) * stepMs;
    const end = Math.floor(boundaries[i]!.at / stepMs) * stepMs;
    if (end - start < minimumMs || end <= start) continue;
    slots.push({
      start,
      end,
      friendIds: friends.filter((_, index) => isFriendFree[index] === 1).map((friend) => friend.id),
    });
  }
  return slots;
}

function collectBoundaries(caller: readonly Interval[], friends: readonly PersonFreeTime[]): Boundary[] {
  const boundaries: Boundary[] = [];
  const add = (free: readonly Interval[], person: number) => {
    for (const { start, end } of normalizeIntervals(free)) {
      boundaries.push({ at: start, person, isStart: true }, { at: end, person, isStart: false });
    }
  };
  add(caller, CALLER);
  friends.forEach((friend, index) => add(friend.free, index));
  return boundaries.sort((a, b) => a.at - b.at);
}
