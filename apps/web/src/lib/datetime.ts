// The only module that formats dates or reads the browser's time zone (lint bans it elsewhere).

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** The browser's IANA time zone, e.g. "Europe/Paris"; UTC when the browser cannot say. */
export function getBrowserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today's calendar date (YYYY-MM-DD) where the person is. */
export function getTodayIsoDate(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: getBrowserTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * "September 26, 2025". A value that starts with YYYY-MM-DD is a calendar date (an effective
 * date, a birthday): it is formatted as that day everywhere, never shifted by the viewer's zone.
 */
export function formatLongDate(value: string): string {
  const match = calendarDate.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

export function getCurrentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
