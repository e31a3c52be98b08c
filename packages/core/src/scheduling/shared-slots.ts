// The engine's answer for find-us-time (behaviour.md §8): from everyone's free time, the maximal
// candidates (what Hangtime Now! searches), the slots nobody beats (what people are offered) and
// the free-together stretches (the calendar's overlay), all on whole UTC quarter hours.
import { findFreeTogether, type StretchWithFriends } from './free-together';
import { normalizeIntervals, type Interval } from './intervals';
import { findMaximalCandidates } from './maximal-candidates';
import { MINIMUM_SLOT_MS, wholeQuarters } from './quarters';
import { selectUnbeaten } from './unbeaten-slots';

export { MINIMUM_SLOT_MS, QUARTER_MS } from './quarters';

export interface PersonFreeTime {
  readonly id: string;
  /** Free time as any list of intervals; it is normalised first. */
  readonly free: readonly Interval[];
}

export interface SharedSlot {
  start: number;
  end: number;
  /** The free friends, in the order `friends` were given. */
  friendIds: string[];
}

export interface TimeTogether {
  /** Every maximal candidate, sorted by start, then by end. */
  candidates: SharedSlot[];
  /** The candidates no other beats, in the same order. */
  slots: SharedSlot[];
  /** Maximal stretches of any length with one unchanging, non-empty set of free friends, by start. */
  freeTogether: SharedSlot[];
}

/** When the caller and their friends are free together: candidates, slots and the overlay's stretches. */
export function findTimeTogether(
  caller: readonly Interval[],
  friends: readonly PersonFreeTime[],
  options: { minimumMs?: number } = {},
): TimeTogether {
  const minimumMs = options.minimumMs ?? MINIMUM_SLOT_MS;
  const callerQuarters = wholeQuarters(normalizeIntervals(caller));
  const friendQuarters = friends.map((friend) => wholeQuarters(normalizeIntervals(friend.free)));
  const withIds = (stretch: StretchWithFriends): SharedSlot => ({
    start: stretch.start,
    end: stretch.end,
    friendIds: stretch.friends.map((index) => friends[index]!.id),
  });
  const candidates = findMaximalCandidates(callerQuarters, friendQuarters, minimumMs);
  return {
    candidates: candidates.map(withIds),
    slots: selectUnbeaten(candidates).map(withIds),
    freeTogether: findFreeTogether(callerQuarters, friendQuarters).map(withIds),
  };
}
