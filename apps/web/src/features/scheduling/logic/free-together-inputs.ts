// The free-together overlay as FullCalendar inputs (behaviour.md §8 `free_together`, a When2meet
// grid that nobody had to fill in): each stretch with one set of free friends a shaded background
// band, darker as more friends are free, carrying the slot that choosing the band plans from.
import type { EventInput } from '@fullcalendar/react';
import type { FreeTogetherView, TimeSlotView } from '@hangtime/core/scheduling/schemas';

export const FREE_TOGETHER_CLASS = 'hangtime-free-together';

/** What find-us-time answers: the slots people are offered and the overlay's stretches. */
export type FreeTogetherAnswer = { time_slots: TimeSlotView[]; free_together: FreeTogetherView[] };

/** A band: its stretch, and the slot it opens (null when no slot of an hour or more overlaps it). */
export type FreeBand = { stretch: FreeTogetherView; slot: TimeSlotView | null };

/**
 * The band's shade, as When2meet's grid: against the most friends free at once anywhere in the
 * answer, 1 up to a third of that, 2 up to two thirds, 3 beyond. With fifty friends and at most
 * six free together, six free is the darkest, not a pale sixth of fifty.
 */
export function getShadeLevel(friendCount: number, mostFree: number): 1 | 2 | 3 {
  const share = mostFree > 0 ? friendCount / mostFree : 0;
  if (share > 2 / 3) return 3;
  return share > 1 / 3 ? 2 : 1;
}

/**
 * The slot a band opens (behaviour.md §8): of the slots overlapping the stretch, the one with the
 * most friends, then the longest, then the earliest.
 */
export function slotForStretch(stretch: FreeTogetherView, slots: readonly TimeSlotView[]): TimeSlotView | null {
  const [start, end] = [Date.parse(stretch.start_time), Date.parse(stretch.end_time)];
  let best: TimeSlotView | null = null;
  for (const slot of slots) {
    if (!(Date.parse(slot.start_time) < end && start < Date.parse(slot.end_time))) continue;
    if (best === null || ranksAbove(slot, best)) best = slot;
  }
  return best;
}

function ranksAbove(slot: TimeSlotView, other: TimeSlotView): boolean {
  if (slot.friend_count !== other.friend_count) return slot.friend_count > other.friend_count;
  if (slot.duration_minutes !== other.duration_minutes) return slot.duration_minutes > other.duration_minutes;
  return Date.parse(slot.start_time) < Date.parse(other.start_time);
}

/** The bands of the stretches that touch [from, to) (epoch milliseconds). */
export function toFreeTogetherInputs(answer: FreeTogetherAnswer, from: number, to: number): EventInput[] {
  const mostFree = Math.max(0, ...answer.free_together.map((stretch) => stretch.friend_count));
  return answer.free_together
    .filter((stretch) => Date.parse(stretch.start_time) < to && Date.parse(stretch.end_time) > from)
    .map((stretch) => {
      const band: FreeBand = { stretch, slot: slotForStretch(stretch, answer.time_slots) };
      return {
        id: `free-together|${stretch.start_time}`,
        title: labelFreeCount(stretch),
        start: stretch.start_time,
        end: stretch.end_time,
        display: 'background',
        className: `${FREE_TOGETHER_CLASS} ${FREE_TOGETHER_CLASS}-${getShadeLevel(stretch.friend_count, mostFree)}`,
        extendedProps: { freeBand: band },
      };
    });
}

/** The band an input stands for; undefined for every other calendar entry. */
export function readFreeBand(extendedProps: Record<string, unknown>): FreeBand | undefined {
  return extendedProps.freeBand as FreeBand | undefined;
}

/** "2 free", the band's short label. */
export function labelFreeCount(stretch: Pick<FreeTogetherView, 'friend_count'>): string {
  return `${stretch.friend_count} free`;
}

/** "Free together: Ana Diaz, Ben Ode", what hovering or focusing a band says. */
export function describeFreeFriends(stretch: Pick<FreeTogetherView, 'available_friends'>): string {
  return `Free together: ${stretch.available_friends.join(', ')}`;
}
