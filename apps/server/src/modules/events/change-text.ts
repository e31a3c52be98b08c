// An event's change written for one guest, in their own time zone: the full lines of the reconfirm
// card and the mail ("Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM", "Place: A → B") and
// the short form that fits the bell's 50 characters ("Tue, Dec 1, 6:00 PM → Wed, Dec 2, 7:00 PM").
import type { EventChange, EventTimes } from './event-change';

const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** Intl puts thin and narrow no-break spaces in ranges and before AM/PM on some ICU versions; mail and tests want plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** How one timing reads: all-day dates in the event's own zone (they are calendar days), times in the reader's. */
function formatterFor(times: EventTimes, readerZone: string, withYear: boolean, withTime: boolean) {
  const year: Intl.DateTimeFormatOptions = withYear ? { year: 'numeric' } : {};
  return times.all_day
    ? new Intl.DateTimeFormat('en-US', { ...DAY, ...year, timeZone: times.timezone })
    : new Intl.DateTimeFormat('en-US', { ...DAY, ...year, ...(withTime ? HOUR_MINUTE : {}), timeZone: readerZone });
}

/** "Tue, Dec 1, 6:00 PM", or "Tue, Dec 1 (all day)". */
function startOf(times: EventTimes, zone: string, withYear: boolean): string {
  const text = formatterFor(times, zone, withYear, true).format(new Date(times.start_time));
  return plainSpaces(times.all_day ? `${text} (all day)` : text);
}

/** "Tue, Dec 1, 6:00 – 8:00 PM", or "Tue, Dec 1 – Thu, Dec 3 (all day)". */
function spanOf(times: EventTimes, zone: string, withYear: boolean): string {
  const start = new Date(times.start_time);
  // An all-day end is the first moment after its last day; its own day is not part of the event.
  const end = new Date(Date.parse(times.end_time) - (times.all_day ? 1 : 0));
  const text = formatterFor(times, zone, withYear, true).formatRange(start, end < start ? start : end);
  return plainSpaces(times.all_day ? `${text} (all day)` : text);
}

const lengthOf = (times: EventTimes) => Date.parse(times.end_time) - Date.parse(times.start_time);
const yearOf = (times: EventTimes, zone: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: times.all_day ? times.timezone : zone }).format(
    new Date(times.start_time),
  );
const dayOf = (instant: string, zone: string) =>
  formatterFor({ start_time: instant, end_time: instant, all_day: false, timezone: zone }, zone, true, false).format(
    new Date(instant),
  );

/** Only the end moved: "9:00 PM" when it stays on the start's day, else the whole date and time. */
function endOf(times: EventTimes, zone: string): string {
  const end = new Date(times.end_time);
  const sameDay = dayOf(times.end_time, zone) === dayOf(times.start_time, zone);
  const format = sameDay
    ? new Intl.DateTimeFormat('en-US', { ...HOUR_MINUTE, timeZone: zone })
    : formatterFor(times, zone, false, true);
  return plainSpaces(format.format(end));
}

type TimeParts = { from: string; to: string; startMoved: boolean };

function timeParts({ from, to }: NonNullable<EventChange['time']>, zone: string): TimeParts {
  const withYear = yearOf(from, zone) !== yearOf(to, zone);
  const startMoved = from.start_time !== to.start_time || from.all_day || to.all_day;
  if (!startMoved) return { from: endOf(from, zone), to: endOf(to, zone), startMoved };
  // The same length: the starts say it all. Otherwise both spans, so a longer evening shows.
  const sameLength = lengthOf(from) === lengthOf(to) && from.all_day === to.all_day;
  const show = sameLength ? startOf : spanOf;
  return { from: show(from, zone, withYear), to: show(to, zone, withYear), startMoved };
}

const placeLine = ({ from, to }: NonNullable<EventChange['place']>) => `Place: ${from ?? 'none'} → ${to ?? 'none'}`;
const zoneLine = ({ from, to }: NonNullable<EventChange['zone']>) => `Time zone: ${from} → ${to}`;
const REPEAT_LINE = 'The repeat schedule changed';

/** The reconfirm card's and the mail's lines, in `zone` (the reader's). */
export function describeChange(change: EventChange, zone: string): string[] {
  const lines: string[] = [];
  if (change.time) {
    const time = timeParts(change.time, zone);
    lines.push(
      time.startMoved ? `Moved from ${time.from} to ${time.to}` : `Now ends at ${time.to} instead of ${time.from}`,
    );
  }
  if (change.place) lines.push(placeLine(change.place));
  if (change.zone) lines.push(zoneLine(change.zone));
  if (change.repeat) lines.push(REPEAT_LINE);
  return lines;
}

/** One line for the bell (its descriptions are cut at 50 characters, so the time comes first). */
export function summarizeChange(change: EventChange, zone: string): string {
  const parts: string[] = [];
  if (change.time) {
    const time = timeParts(change.time, zone);
    parts.push(time.startMoved ? `${time.from} → ${time.to}` : `Now ends at ${time.to} (was ${time.from})`);
  }
  if (change.place) parts.push(placeLine(change.place));
  if (change.zone) parts.push(zoneLine(change.zone));
  if (change.repeat) parts.push(REPEAT_LINE);
  return parts.join(' · ');
}
