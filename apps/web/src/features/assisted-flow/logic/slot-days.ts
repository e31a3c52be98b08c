// Step 1 at the size the slot rule gives (some 20 slots an evening with forty friends): the slots
// grouped by day, each day's biggest group and longest stretch first, the rest behind "more".
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';

/** How many of a day's slots show before its "more". */
export const SLOTS_SHOWN_PER_DAY = 3;

export type SlotDay = { date: string; shown: TimeSlotView[]; more: TimeSlotView[] };

/**
 * The days in order (the slot's `date`, the person's local date of its start), each with its slots
 * ranked: the most friends first, then the longest, then the earliest. A day's first
 * SLOTS_SHOWN_PER_DAY are shown, the others wait behind "more".
 */
export function groupSlotsByDay(slots: readonly TimeSlotView[]): SlotDay[] {
  const byDate = new Map<string, TimeSlotView[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  return [...byDate.keys()].sort().map((date) => {
    const ranked = byDate.get(date)!.sort(rankSlots);
    return { date, shown: ranked.slice(0, SLOTS_SHOWN_PER_DAY), more: ranked.slice(SLOTS_SHOWN_PER_DAY) };
  });
}

function rankSlots(a: TimeSlotView, b: TimeSlotView): number {
  return (
    b.friend_count - a.friend_count ||
    b.duration_minutes - a.duration_minutes ||
    Date.parse(a.start_time) - Date.parse(b.start_time)
  );
}
