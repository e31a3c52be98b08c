// A hangout planned from a free-together band: the slot's start, at most two hours of it, and
// the friends free then, as the Suggested Event modal's first values.
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { toLocalDateAndTime } from '../../../lib/datetime';
import { createNewEventValues, type EventFormValues } from '../../events';

/** Long enough for a meal or a film; the person can stretch it to the slot's end. */
export const MAX_DRAFT_MS = 2 * 3600_000;

/** "Hangtime with Ana", "… with Ana and Ben", "… with Ana, Ben and Cy", "… with Ana, Ben and 3 others". */
export function draftTitle(friendNames: string[]): string {
  const firstNames = friendNames.map((name) => name.trim().split(/\s+/)[0] ?? name).filter(Boolean);
  if (firstNames.length === 0) return 'Hangtime';
  if (firstNames.length === 1) return `Hangtime with ${firstNames[0]}`;
  if (firstNames.length > 3)
    return `Hangtime with ${firstNames.slice(0, 2).join(', ')} and ${firstNames.length - 2} others`;
  return `Hangtime with ${firstNames.slice(0, -1).join(', ')} and ${firstNames.at(-1)}`;
}

/** The slot's start as given (the server rounds it to the quarter hour), its end or two hours on, whichever is sooner. */
export function getDraftTimes(slot: Pick<TimeSlotView, 'start_time' | 'end_time'>): { start: Date; end: Date } {
  const start = new Date(slot.start_time);
  const end = new Date(Math.min(Date.parse(slot.end_time), start.getTime() + MAX_DRAFT_MS));
  return { start, end };
}

/** The form's values for a slot: its times, its friends invited, a title naming them, category Event. */
export function toDraftFormValues(slot: TimeSlotView, eventCategoryId: string, now = new Date()): EventFormValues {
  const { start, end } = getDraftTimes(slot);
  const startLocal = toLocalDateAndTime(start);
  const endLocal = toLocalDateAndTime(end);
  return {
    ...createNewEventValues(start, now, eventCategoryId),
    title: draftTitle(slot.available_friends),
    // Set outright: a new event's defaults would move a midnight start to 9:00.
    start_date: startLocal.date,
    start_time: startLocal.time,
    end_date: endLocal.date,
    end_time: endLocal.time,
    participant_ids: slot.available_friend_ids,
  };
}
