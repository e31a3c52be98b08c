// One event as an RFC 5545 calendar file, built with ical.js: DTSTART/DTEND carry the event's TZID,
// and a VTIMEZONE describing that zone's offsets travels with it, so any calendar reads it right.
import ICAL from 'ical.js';
import { describeEventPlace, formatCalendarLocation } from '@hangtime/core/events/place';
import { toRRuleLine } from '@hangtime/core/scheduling/event-recurrence';
import { describeZoneObservances } from '@hangtime/core/time/zone-transitions';
import { localDateTimeParts } from '@hangtime/core/time/zones';
import type { EventRow } from './repository';
import { timingOfRow } from './timing';

const YEARS_OF_RULES = 5;

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

/** The zone's rules from the year before the event (an observance must begin before the first instance) for five years. */
function timezoneComponent(zone: string, fromYear: number): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', zone);
  for (const observance of describeZoneObservances(zone, fromYear - 1, fromYear + YEARS_OF_RULES - 1)) {
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

export function buildEventIcs(event: EventRow, organizerEmail: string | null, now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Hangtime//Hangtime Calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (!event.all_day)
    calendar.addSubcomponent(
      timezoneComponent(event.timezone, localDateTimeParts(event.start_time, event.timezone).year),
    );

  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', `${event.id}@hangtime`);
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
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
  const rule = toRRuleLine(timingOfRow(event));
  if (rule) vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(rule));
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}
