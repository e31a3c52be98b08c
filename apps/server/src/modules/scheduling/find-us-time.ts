// POST /api/find-us-time (behaviour.md §8): when the caller and their friends are free together.
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { findSharedSlots, type SharedSlot } from '@hangtime/core/scheduling/shared-slots';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { utcStringOfEpochMs } from '@hangtime/core/time/instants';
import { todayIn } from '@hangtime/core/time/zones';
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

export type SharedTime = PeopleFreeTime & { slots: SharedSlot[] };

/** Everyone's free time in the range, and the slots shared with at least one friend. */
export async function findSharedTime(
  repository: SchedulingRepository,
  caller: SchedulingPerson,
  range: { from: Date; to: Date },
): Promise<SharedTime> {
  if (range.to <= range.from) return { caller, friends: [], free: new Map(), slots: [] };
  const people = await loadPeopleFreeTime(repository, caller, range.from, range.to);
  const friends = people.friends.map((friend) => ({ id: friend.id, free: people.free.get(friend.id) ?? [] }));
  return { ...people, slots: findSharedSlots(people.free.get(caller.id) ?? [], friends) };
}

/** A slot as the spec's Time slot entity: names only, nothing about why anyone is free. */
export function toTimeSlotView(slot: SharedSlot, people: PeopleFreeTime): TimeSlotView {
  const names = new Map(people.friends.map((friend) => [friend.id, `${friend.first_name} ${friend.last_name}`]));
  return {
    date: todayIn(people.caller.timezone, new Date(slot.start)),
    start_time: utcStringOfEpochMs(slot.start),
    end_time: utcStringOfEpochMs(slot.end),
    duration_minutes: Math.round((slot.end - slot.start) / 60_000),
    available_friend_ids: [...slot.friendIds],
    available_friends: slot.friendIds.map((id) => names.get(id) ?? ''),
    friend_count: slot.friendIds.length,
    total_friends: people.friends.length,
  };
}
