import { formatClockTime, formatRelativeDay } from '../../../lib/datetime';

/** "Tue, Mar 4, 2025 · 6:00 PM – 10:00 PM" on the profile's clock, as the calendar shows times. */
export function formatSlotWhen(start: string, end: string, timeZone: string, now: Date = new Date()): string {
  return `${formatRelativeDay(start, now, timeZone)} · ${formatClockTime(start, timeZone)} – ${formatClockTime(end, timeZone)}`;
}
