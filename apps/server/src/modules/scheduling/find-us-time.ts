// POST /api/find-us-time (behaviour.md §8): when the caller and their friends are free together.
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { findTimeTogether, type SharedSlot, type TimeTogether } from '@hangtime/core/scheduling/shared-slots';
import type { FreeTogetherView, TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { utcStringOfEpochMs } from '@hangtime/core/time/instants';
import { todayIn } from '@hangtime/core/time/zones';
import { dateOfDayNumber } from '@hangtime/core/scheduling/local-days';
import { localDayOf } from '@hangtime/core/scheduling/local-time';
import { loadPeopleFreeTime, type PeopleFreeTime } from './free-time';
import type { SchedulingPerson, SchedulingRepository } from './repository';

export const SEARCH_DAYS = 14;

/**
 * From the later of now and `reference_date` 00:00 to `reference_date + 14 days` 00:00, both in the
 * caller's zone. A reference date far enough in the past gives an empty range (`to` before now).
 */
export function searchRange(zone: string, now: Date, referenceDate?: string | null): { from: Date; to: Date } {
  const reference = referenceDate ?? todayIn(zone, now);
  const dayStart = wallClockToInstant(reference, '00:00', zone).epochMilliseconds;
  const end = wallClockToInstant(addDays(reference, SEARCH_DAYS), '00:00', zone).epochMilliseconds;
  return { from: new Date(Math.max(now.getTime(), dayStart)), to: new Date(end) };
}

export type SharedTime = PeopleFreeTime & TimeTogether;

/** Everyone's free time in the range, and when the caller shares it with friends (candidates, slots, stretches). */
export async function findSharedTime(
  repository: SchedulingRepository,
  caller: SchedulingPerson,
  range: { from: Date; to: Date },
): Promise<SharedTime> {
  if (range.to <= range.from) {
    return { caller, friends: [], free: new Map(), candidates: [], slots: [], freeTogether: [] };
  }
  const people = await loadPeopleFreeTime(repository, caller, range.from, range.to);
  const friends = people.friends.map((friend) => ({ id: friend.id, free: people.free.get(friend.id) ?? [] }));
  return { ...people, ...findTimeTogether(people.free.get(caller.id) ?? [], friends) };
}

/** The answer of find-us-time: names only, nothing about why anyone is free. */
export function toFindUsTimeViews(shared: SharedTime): {
  time_slots: TimeSlotView[];
  free_together: FreeTogetherView[];
} {
  const names = new Map(shared.friends.map((friend) => [friend.id, `${friend.first_name} ${friend.last_name}`]));
  const stretchView = (stretch: SharedSlot): FreeTogetherView => ({
    start_time: utcStringOfEpochMs(stretch.start),
    end_time: utcStringOfEpochMs(stretch.end),
    available_friend_ids: [...stretch.friendIds],
    available_friends: stretch.friendIds.map((id) => names.get(id) ?? ''),
    friend_count: stretch.friendIds.length,
  });
  return {
    time_slots: shared.slots.map((slot) => ({
      // By the engine's cached offsets: a Temporal conversion per slot was a seventh of the call.
      date: dateOfDayNumber(localDayOf(slot.start, shared.caller.timezone)),
      ...stretchView(slot),
      duration_minutes: Math.round((slot.end - slot.start) / 60_000),
      total_friends: shared.friends.length,
    })),
    free_together: shared.freeTogether.map(stretchView),
  };
}
