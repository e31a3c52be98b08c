// The only module that formats dates or reads the browser's time zone (lint bans it elsewhere).
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays } from '@hangtime/core/time/dates';
import { localDateTimeParts } from '@hangtime/core/time/zones';
import { isIsoDate } from '@hangtime/core/validation/age';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})/;

// Building an Intl.DateTimeFormat costs far more than using one (on a phone, a list of slots built
// hundreds: a tenth of a second or more), so each formatter is built once per zone and kept; so is
// the answer to whether the browser knows a zone, and the browser's zone is read again at most
// once a second (a device moved to another zone is followed).
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
/** The formatter of one of the constant option sets below in `timeZone`, built the first time. */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  let byZone = formatters.get(options);
  if (!byZone) formatters.set(options, (byZone = new Map()));
  let format = byZone.get(timeZone);
  if (!format) byZone.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return format;
}
const ISO_DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const CLOCK_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
const WEEKDAY_LONG: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

let browserZone = { zone: '', readAt: -Infinity };
/** The browser's IANA time zone, e.g. "Europe/Paris"; UTC when the browser cannot say. */
export function getBrowserTimeZone(): string {
  const now = Date.now();
  if (now - browserZone.readAt < 1000) return browserZone.zone;
  let zone = 'UTC';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // The browser cannot say: UTC.
  }
  browserZone = { zone, readAt: now };
  return zone;
}

/** Today's calendar date (YYYY-MM-DD) where the person is. */
export function getTodayIsoDate(now: Date = new Date()): string {
  const parts = formatter(ISO_DATE_PARTS, getBrowserTimeZone()).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
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
  return formatter(LONG_DATE, 'UTC').format(date);
}

const wallClockTime = /^([01]\d|2[0-3]):([0-5]\d)/;

/**
 * "6:00 PM" from a wall-clock "18:00" (an availability window's or working hours' own time, in
 * its own zone): plain arithmetic, so the viewer's zone can never shift it.
 */
export function formatWallClockTime(value: string): string {
  const match = wallClockTime.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "6:00 PM – 10:00 PM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatWallClockTime(start)} – ${formatWallClockTime(end)}`;
}

// Event times: a person picks a date and a time on a wall clock (the profile's zone, as the
// calendar draws in it; the browser's when none is given), and the event is stored as an instant.

const pad2 = (value: number) => String(value).padStart(2, '0');

const zonesKnown = new Map<string, boolean>();
/** `zone` when the browser knows it, else the browser's own: a stray zone never breaks a form. */
function knownZone(zone: string | undefined): string {
  if (!zone) return getBrowserTimeZone();
  let known = zonesKnown.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zonesKnown.set(zone, known);
  }
  return known ? zone : getBrowserTimeZone();
}

/** { date: "2025-03-04", time: "18:30" } of an instant on `timeZone`'s wall clock (the browser's by default). */
export function toLocalDateAndTime(value: string | Date, timeZone?: string): { date: string; time: string } {
  const local = localDateTimeParts(new Date(value), knownZone(timeZone));
  return {
    date: `${local.year}-${pad2(local.month)}-${pad2(local.day)}`,
    time: `${pad2(local.hour)}:${pad2(local.minute)}`,
  };
}

/**
 * The instant `timeZone`'s wall clock (the browser's by default) shows a date and time; null when
 * either is unreadable. A time the clocks skip moves on by the gap, as calendars do.
 */
export function fromLocalDateAndTime(date: string, time: string, timeZone?: string): Date | null {
  const day = calendarDate.exec(date);
  const clock = wallClockTime.exec(time);
  if (!day || !clock) return null;
  try {
    const instant = wallClockToInstant(day[0], `${clock[1]}:${clock[2]}`, knownZone(timeZone));
    return new Date(instant.epochMilliseconds);
  } catch {
    return null;
  }
}

/** A calendar date moved by whole days ("2025-02-28" + 1 → "2025-03-01"), zone-free; core's one way. */
export function addDaysToIsoDate(date: string, days: number): string {
  return isIsoDate(date) ? addDays(date, days) : date;
}

/** 0 = Sunday … 6 = Saturday for a calendar date, zone-free. */
export function getSundayFirstWeekday(date: string): number {
  const match = calendarDate.exec(date);
  if (!match) return 0;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
}

/** "20250304T183000Z", the UTC form calendar providers' links take. */
export function formatCompactUtc(value: string | Date): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** "6:30 PM" of an instant, where the person is (or in `timeZone`). */
export function formatClockTime(value: string | Date, timeZone?: string): string {
  return formatter(CLOCK_TIME, knownZone(timeZone)).format(new Date(value));
}

/** "Today", "Tomorrow", else "Tue, Mar 4, 2025": the day of an instant where the person is (or in `timeZone`). */
export function formatRelativeDay(value: string | Date, now: Date = new Date(), timeZone?: string): string {
  const day = toLocalDateAndTime(value, timeZone).date;
  const today = toLocalDateAndTime(now, timeZone).date;
  if (day === today) return 'Today';
  if (day === addDaysToIsoDate(today, 1)) return 'Tomorrow';
  return formatter(SHORT_DAY, knownZone(timeZone)).format(new Date(value));
}

/** "Today at 6:30 PM", "Tue, Mar 4, 2025 at 6:30 PM": when an instant falls, where the person is (or in `timeZone`). */
export function formatRelativeDayTime(value: string | Date, now: Date = new Date(), timeZone?: string): string {
  return `${formatRelativeDay(value, now, timeZone)} at ${formatClockTime(value, timeZone)}`;
}

/** "Monday, March 3": a calendar day named in full, for a day's "+" button, where the person is (or in `timeZone`). */
// The grid names every day of its header on each draw: a formatter built each time was a tenth of
// its first draw's time on a phone.
export function formatWeekdayLong(value: Date, timeZone: string = getBrowserTimeZone()): string {
  return formatter(WEEKDAY_LONG, timeZone).format(value);
}
