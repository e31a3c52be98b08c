// Hangtime's events as RFC 5545 calendars, built with ical.js: the personal feed and the events
// module's one-event file both come from here (shared code, so it lives below both modules). DTSTART/DTEND carry the event's TZID, and a VTIMEZONE
// describing each zone used travels with them, so any calendar app reads the times right.
import ICAL from 'ical.js';
import type { RecurringPattern } from '@hangtime/core/events/recurring-pattern';
import { describeEventPlace, formatCalendarLocation, type EventPlaceFields } from '@hangtime/core/events/place';
import { toRRuleLine } from '@hangtime/core/scheduling/event-recurrence';
import { toUtcStringOfDate } from '@hangtime/core/time/instants';
import { describeZoneObservances } from '@hangtime/core/time/zone-transitions';
import { localDateTimeParts } from '@hangtime/core/time/zones';

/** How many years of a zone's rules a VTIMEZONE lists from the first year it must cover. */
const YEARS_OF_RULES = 5;

/** An event as stored (the events table's columns that a calendar shows). */
export type IcsEvent = EventPlaceFields & {
  id: string;
  title: string;
  description: string | null;
  start_time: Date;
  end_time: Date;
  all_day: boolean;
  timezone: string;
  is_recurring: boolean;
  recurring_pattern: RecurringPattern | null;
};

/** One VEVENT: the event and what the calendar says of this version of it. */
export type IcsEntry = {
  event: IcsEvent;
  /** DTSTAMP. */
  stamp: Date;
  /** SEQUENCE, LAST-MODIFIED and STATUS: written when given. */
  sequence?: number;
  lastModified?: Date;
  status?: 'CONFIRMED' | 'TENTATIVE';
  /** ORGANIZER as a mailto: address; none when null or absent. */
  organizerEmail?: string | null;
};

export type IcsCalendarOptions = {
  /** X-WR-CALNAME and NAME (RFC 7986): what a subscribing app calls the calendar. */
  name?: string;
  /** REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook's, Google's): how often to fetch again, as an ISO duration. */
  refreshInterval?: string;
  /** A year every VTIMEZONE must cover too: the feed's current year, for series that started years ago and go on. */
  coverYear?: number;
  /** With coverYear: a zone to describe even when no event uses it (the feed's person's own: a calendar needs one component). */
  zone?: string;
};

/** The UID of an event in every file Hangtime writes, so a calendar app recognises it again. */
export function eventUid(eventId: string): string {
  return `${eventId}@hangtime`;
}

export function writeCalendar(entries: readonly IcsEntry[], options: IcsCalendarOptions = {}): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Hangtime//Hangtime Calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (options.name) {
    calendar.addPropertyWithValue('x-wr-calname', options.name);
    calendar.addPropertyWithValue('name', options.name);
  }
  if (options.refreshInterval) {
    const refresh = new ICAL.Property('refresh-interval');
    refresh.resetType('duration');
    refresh.setValue(ICAL.Duration.fromString(options.refreshInterval));
    calendar.addProperty(refresh);
    calendar.addPropertyWithValue('x-published-ttl', options.refreshInterval);
  }
  for (const [zone, years] of zoneYears(entries, options)) {
    calendar.addSubcomponent(timezoneComponent(zone, years.from, years.to + YEARS_OF_RULES - 1));
  }
  for (const entry of entries) calendar.addSubcomponent(eventComponent(entry));
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/**
 * The zones the timed events use (all-day events have plain dates), and `options.zone`, each with
 * the years of local start it must cover; in first-use order, `options.zone` last.
 */
function zoneYears(entries: readonly IcsEntry[], { coverYear, zone }: IcsCalendarOptions) {
  const zones = new Map<string, { from: number; to: number }>();
  const cover = (name: string, year: number) => {
    const known = zones.get(name);
    zones.set(name, {
      from: Math.min(known?.from ?? year, year),
      to: Math.max(known?.to ?? year, year, coverYear ?? year),
    });
  };
  for (const { event } of entries) {
    if (!event.all_day) cover(event.timezone, localDateTimeParts(event.start_time, event.timezone).year);
  }
  if (zone && coverYear !== undefined && !zones.has(zone)) cover(zone, coverYear);
  return zones;
}

function eventComponent({ event, stamp, sequence, lastModified, status, organizerEmail }: IcsEntry): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', eventUid(event.id));
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stamp, true));
  vevent.addProperty(zonedProperty('dtstart', event.start_time, event.timezone, event.all_day));
  vevent.addProperty(zonedProperty('dtend', event.end_time, event.timezone, event.all_day));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  const location = formatCalendarLocation(event);
  if (location) vevent.addPropertyWithValue('location', location);
  // GEO (RFC 5545 3.8.1.6): the spot itself, for a venue that has no address (behaviour.md "Where an event is").
  const position = describeEventPlace(event)?.position;
  if (position) {
    const geo = new ICAL.Property('geo');
    geo.setValue([position.latitude, position.longitude]);
    vevent.addProperty(geo);
  }
  if (organizerEmail) vevent.addPropertyWithValue('organizer', `mailto:${organizerEmail}`);
  const rule = toRRuleLine({
    start_time: toUtcStringOfDate(event.start_time),
    end_time: toUtcStringOfDate(event.end_time),
    timezone: event.timezone,
    all_day: event.all_day,
    recurring_pattern: event.is_recurring ? event.recurring_pattern : null,
  });
  if (rule) vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(rule));
  if (sequence !== undefined) vevent.addPropertyWithValue('sequence', sequence);
  if (lastModified) vevent.addPropertyWithValue('last-modified', ICAL.Time.fromJSDate(lastModified, true));
  if (status) vevent.addPropertyWithValue('status', status);
  return vevent;
}

function floatingTime(instant: Date, zone: string, isDate: boolean): ICAL.Time {
  const parts = localDateTimeParts(instant, zone);
  return ICAL.Time.fromData(
    isDate ? { year: parts.year, month: parts.month, day: parts.day, isDate: true } : { ...parts, isDate: false },
  );
}

function zonedProperty(name: 'dtstart' | 'dtend', instant: Date, zone: string, isDate: boolean): ICAL.Property {
  const property = new ICAL.Property(name);
  if (!isDate) property.setParameter('tzid', zone);
  property.setValue(floatingTime(instant, zone, isDate));
  return property;
}

/** The zone's rules from the year before `fromYear` (an observance must begin before the first instance) to `toYear`. */
function timezoneComponent(zone: string, fromYear: number, toYear: number): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', zone);
  for (const observance of describeZoneObservances(zone, fromYear - 1, toYear)) {
    const part = new ICAL.Component(observance.kind.toLowerCase());
    part.addPropertyWithValue('dtstart', ICAL.Time.fromDateTimeString(toIsoLocal(observance.local_start)));
    part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString(observance.offset_from));
    part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString(observance.offset_to));
    vtimezone.addSubcomponent(part);
  }
  return vtimezone;
}

/** 'YYYYMMDDTHHMMSS' → 'YYYY-MM-DDTHH:MM:SS', the form ICAL.Time parses. */
function toIsoLocal(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}T${compact.slice(9, 11)}:${compact.slice(11, 13)}:${compact.slice(13, 15)}`;
}
