// The free-together overlay as FullCalendar inputs (beyond the spec: a When2meet grid that nobody
// had to fill in): each find-us-time slot a shaded background band, darker as more friends are
// free, carrying its slot so the band can name them and plan from it.
import type { EventInput } from '@fullcalendar/react';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';

export const FREE_TOGETHER_CLASS = 'hangtime-free-together';

/** 1 up to a third of the friends free, 2 up to two thirds, 3 beyond: the band's shade. */
export function getShadeLevel(slot: Pick<TimeSlotView, 'friend_count' | 'total_friends'>): 1 | 2 | 3 {
  const share = slot.total_friends > 0 ? slot.friend_count / slot.total_friends : 0;
  if (share > 2 / 3) return 3;
  return share > 1 / 3 ? 2 : 1;
}

export function toFreeTogetherInput(slot: TimeSlotView): EventInput {
  return {
    id: `free-together|${slot.start_time}`,
    title: labelFreeCount(slot),
    start: slot.start_time,
    end: slot.end_time,
    display: 'background',
    className: `${FREE_TOGETHER_CLASS} ${FREE_TOGETHER_CLASS}-${getShadeLevel(slot)}`,
    extendedProps: { freeSlot: slot },
  };
}

/** The slot a band stands for; undefined for every other calendar entry. */
export function readFreeSlot(extendedProps: Record<string, unknown>): TimeSlotView | undefined {
  return extendedProps.freeSlot as TimeSlotView | undefined;
}

/** "2 free", the band's short label. */
export function labelFreeCount(slot: Pick<TimeSlotView, 'friend_count'>): string {
  return `${slot.friend_count} free`;
}

/** "Free together: Ana Diaz, Ben Ode", what hovering or focusing a band says. */
export function describeFreeFriends(slot: Pick<TimeSlotView, 'available_friends'>): string {
  return `Free together: ${slot.available_friends.join(', ')}`;
}
