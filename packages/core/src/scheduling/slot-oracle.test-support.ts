// The oracle of behaviour.md §8's slots, minute by minute: who is free in each minute of a range is
// given; runs of minutes with the caller free and one unchanged, non-empty set of friends are slots.
import type { SharedSlot } from './shared-slots';

const MINUTE_MS = 60_000;
const STEP_MS = 15 * MINUTE_MS;
const MINIMUM_MS = 60 * MINUTE_MS;

/**
 * `isCallerFree[m]` and `isFriendFree[f][m]` say who is free in minute m of the range that starts
 * at `rangeStart`; friends are listed in the order their ids are.
 */
export function slotsFromMinutes(
  rangeStart: number,
  isCallerFree: readonly boolean[],
  friendIds: readonly string[],
  isFriendFree: readonly (readonly boolean[])[],
): SharedSlot[] {
  const setAt = (minute: number) => (isCallerFree[minute] ? friendIds.filter((_, f) => isFriendFree[f]![minute]) : []);
  const slots: SharedSlot[] = [];
  let runStart = 0;
  for (let minute = 1; minute <= isCallerFree.length; minute += 1) {
    const set = setAt(runStart);
    if (minute < isCallerFree.length && setAt(minute).join() === set.join()) continue;
    if (set.length > 0) {
      const start = Math.ceil((rangeStart + runStart * MINUTE_MS) / STEP_MS) * STEP_MS;
      const end = Math.floor((rangeStart + minute * MINUTE_MS) / STEP_MS) * STEP_MS;
      if (end - start >= MINIMUM_MS) slots.push({ start, end, friendIds: set });
    }
    runStart = minute;
  }
  return slots;
}
