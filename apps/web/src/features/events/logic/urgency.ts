// The urgency badge of an upcoming event (accounts-and-shell §4), by hours until it starts.

export type UrgencyBadge = { label: string; color: string };

const HOUR = 3600_000;

/**
 * Under 1 hour "Starting Soon", under 3 "In 3 Hours", under 24 "Today", under 48 "Tomorrow";
 * nothing for later events, nor for ones already under way.
 */
export function getUrgencyBadge(startIso: string, now: Date): UrgencyBadge | null {
  const hours = (Date.parse(startIso) - now.getTime()) / HOUR;
  if (Number.isNaN(hours) || hours < 0 || hours >= 48) return null;
  if (hours < 1) return { label: 'Starting Soon', color: 'red' };
  if (hours < 3) return { label: 'In 3 Hours', color: 'orange' };
  if (hours < 24) return { label: 'Today', color: 'yellow' };
  return { label: 'Tomorrow', color: 'blue' };
}
