import { formatLongDate, getTodayIsoDate } from '../../../lib/datetime';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/**
 * When a request was sent, to follow "Sent", counted in calendar days where the person is:
 * "today", "yesterday", "3 days ago", then "on March 1, 2025".
 */
export function formatRequestDate(instant: string, now: Date = new Date()): string {
  const sent = new Date(instant);
  if (Number.isNaN(sent.getTime())) return '';
  const sentDay = getTodayIsoDate(sent);
  const days = dayNumber(getTodayIsoDate(now)) - dayNumber(sentDay);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return `on ${formatLongDate(sentDay)}`;
}

/** The full date for a tooltip or title: "March 1, 2025". */
export function formatRequestFullDate(instant: string): string {
  const sent = new Date(instant);
  return Number.isNaN(sent.getTime()) ? '' : formatLongDate(getTodayIsoDate(sent));
}
