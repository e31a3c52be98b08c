// "5 minutes ago": how long since an instant, in words. Plain arithmetic on two instants, so no
// time zone can shift it; past a week it names the day (lib/datetime.ts, in the given zone).
import { formatRelativeDay } from '../../../lib/datetime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", else "on Tue, Mar 4, 2025". */
export function describeTimeSince(value: string, now: Date = new Date(), timeZone?: string): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (Number.isNaN(elapsed)) return value;
  // A clock a little ahead of the browser's still reads as just now.
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return `on ${formatRelativeDay(value, now, timeZone)}`;
}
