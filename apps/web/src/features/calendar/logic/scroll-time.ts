// Where Week and 2 Weeks open (as Google Calendar does): at the person's first timed item of the
// visible days (an event, an availability window, a free-together band), else at the start of
// their working day, else at 08:00; an hour early, so what leads up to it shows too. Someone whose
// friends are all free in the evening opens on the evening, not on an empty morning. Midnight would leave the evening's plans below the fold. A quarter
// hour above that hour shows too: the grid writes each hour's label across its line, and opened
// on the line itself, the day headers cut the label in half.
import { localDateTimeParts } from '@hangtime/core/time/zones';
import { dateInZone } from './calendar-zone';
import type { VisibleDays } from './visible-days';

const DEFAULT_SCROLL_HOUR = 8;
const LABEL_ROOM_MINUTES = 15;
const pad = (value: number) => String(value).padStart(2, '0');

/** FullCalendar's scrollTime ("HH:MM:00") that shows `hour` with its label whole. */
function toScrollTime(hour: number): string {
  const minutes = Math.max(0, hour * 60 - LABEL_ROOM_MINUTES);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

export const DEFAULT_SCROLL_TIME = toScrollTime(DEFAULT_SCROLL_HOUR);

/** A timed item's start instant (UTC ISO); all-day events sit in their own row and do not count. */
export type ScrollCandidate = { start: string; allDay?: boolean };

/** The earliest wall-clock minute of the day (in `zone`) of the items starting in the visible days. */
function earliestMinute(items: ScrollCandidate[], days: VisibleDays, zone: string): number | null {
  let earliest: number | null = null;
  for (const item of items) {
    if (item.allDay) continue;
    const date = dateInZone(item.start, zone);
    if (date < days.startDate || date >= days.endDate) continue;
    const { hour, minute } = localDateTimeParts(item.start, zone);
    const minutes = hour * 60 + minute;
    if (earliest === null || minutes < earliest) earliest = minutes;
  }
  return earliest;
}

/**
 * FullCalendar's scrollTime ("HH:MM:00") for the visible days: `items` are what the person plans
 * around (events, availability windows, free-together bands), `workingHours` the fallback.
 */
export function chooseScrollTime(
  days: VisibleDays,
  items: ScrollCandidate[],
  workingHours: ScrollCandidate[],
  zone: string,
): string {
  const minutes = earliestMinute(items, days, zone) ?? earliestMinute(workingHours, days, zone);
  return toScrollTime(minutes === null ? DEFAULT_SCROLL_HOUR : Math.max(0, Math.floor(minutes / 60) - 1));
}

/** The timed items of grid inputs whose start is an instant's ISO text (the free-together bands). */
export function toScrollItems(inputs: readonly { start?: unknown }[]): ScrollCandidate[] {
  return inputs.flatMap((input) => (typeof input.start === 'string' ? [{ start: input.start }] : []));
}
