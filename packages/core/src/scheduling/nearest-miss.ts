// When nobody shares an hour with the caller, the nearest miss: the friend's free stretch that
// comes closest to one of the caller's, so "No suitable time" can say what would help.
import { normalizeIntervals, type Interval } from './intervals';
import { MINIMUM_SLOT_MS, wholeQuarters } from './quarters';
import type { PersonFreeTime } from './shared-slots';

export interface NearestMiss {
  friendId: string;
  /** The friend's free stretch (whole quarters, at least an hour). */
  start: number;
  end: number;
  /** The caller's free stretch it comes closest to. */
  callerStart: number;
  callerEnd: number;
  /** How far apart they are: 0 when they overlap by less than an hour. */
  gapMs: number;
}

/**
 * Of every friend's free stretch of at least an hour, the one nearest to a free stretch of the
 * caller's of at least an hour (the smallest gap; ties: the earliest, then the friend listed
 * first). Null when the caller or every friend has no such stretch. Each friend's stretches are
 * compared with the caller's neighbours by binary search: O(n log n) in the number of intervals.
 */
export function findNearestMiss(
  caller: readonly Interval[],
  friends: readonly PersonFreeTime[],
  minimumMs = MINIMUM_SLOT_MS,
): NearestMiss | null {
  const callerStretches = freeStretches(caller, minimumMs);
  if (callerStretches.length === 0) return null;
  let best: NearestMiss | null = null;
  for (const friend of friends) {
    for (const stretch of freeStretches(friend.free, minimumMs)) {
      for (const near of neighbours(callerStretches, stretch)) {
        const gapMs = Math.max(0, near.start - stretch.end, stretch.start - near.end);
        const miss = { friendId: friend.id, ...stretch, callerStart: near.start, callerEnd: near.end, gapMs };
        if (best === null || gapMs < best.gapMs || (gapMs === best.gapMs && stretch.start < best.start)) best = miss;
      }
    }
  }
  return best;
}

/** A person's free stretches of whole quarters lasting at least `minimumMs` (an hour by default). */
export function freeStretches(free: readonly Interval[], minimumMs = MINIMUM_SLOT_MS): Interval[] {
  return wholeQuarters(normalizeIntervals(free)).filter(({ start, end }) => end - start >= minimumMs);
}

/** The caller's stretches just before and just after (or overlapping) `stretch`: the only ones that can be nearest. */
function neighbours(sorted: readonly Interval[], stretch: Interval): Interval[] {
  // The first caller stretch that ends after the friend's starts.
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.end <= stretch.start) low = middle + 1;
    else high = middle;
  }
  return [sorted[low - 1], sorted[low]].filter((near): near is Interval => near !== undefined);
}
