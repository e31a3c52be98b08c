// An iCalendar file as busy time (behaviour.md §10): each busy VEVENT's occurrences over the next
// 100 days, start and end only. Nothing else of the file is kept: no title, place or description.
import ICAL from 'ical.js';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { isValidTimeZone } from '@hangtime/core/time/zones';
import type { BusySpan } from '../busy-blocks';
import { FeedError, feedMessages } from './messages';

export const PARSE_LIMITS = {
  horizonDays: 100,
  /** Blocks kept per subscription (the earliest), so a hostile file cannot fill the table. */
  maxBlocks: 5000,
  /** Recurrence steps per file: a rule like FREQ=SECONDLY from 1970 stops here instead of running for hours. */
  maxSteps: 200_000,
} as const;

const DAY_MS = 86_400_000;

export type ParseOptions = {
  now: Date;
  /** Where floating times and all-day dates are read: the person's zone (`users.timezone`). */
  personZone: string;
  maxBlocks?: number;
  maxSteps?: number;
};

export type ParsedCalendar = {
  /** Sorted by start; at most maxBlocks. */
  spans: BusySpan[];
  /** True when the file gave more blocks than kept, or more recurrence steps than allowed. */
  isTruncated: boolean;
};

type Reading = {
  calendarZone: string;
  windowStart: number;
  windowEnd: number;
  maxBlocks: number;
  stepsLeft: number;
  isTruncated: boolean;
  spans: Array<[number, number]>;
  zones: Map<string, boolean>;
  lengths: WeakMap<ICAL.Event, number>;
};

export function parseCalendar(text: string, options: ParseOptions): ParsedCalendar {
  const root = readCalendar(text);
  const windowStart = options.now.getTime();
  const reading: Reading = {
    calendarZone: options.personZone,
    windowStart,
    windowEnd: windowStart + PARSE_LIMITS.horizonDays * DAY_MS,
    maxBlocks: options.maxBlocks ?? PARSE_LIMITS.maxBlocks,
    stepsLeft: options.maxSteps ?? PARSE_LIMITS.maxSteps,
    isTruncated: false,
    spans: [],
    zones: new Map(),
    lengths: new WeakMap(),
  };
  const declaredZone = root.getFirstPropertyValue('x-wr-timezone');
  if (typeof declaredZone === 'string' && isZone(reading, declaredZone)) reading.calendarZone = declaredZone;

  const { masters, exceptions } = groupByUid(root.getAllSubcomponents('vevent'));
  for (const component of masters) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    readSafely(() => readEvent(reading, new ICAL.Event(component, { exceptions: exceptions.get(uid) ?? [] })));
    exceptions.delete(uid);
  }
  // Moved instances whose series is not in the file: each stands alone.
  for (const orphans of exceptions.values()) {
    for (const component of orphans) {
      readSafely(() => addOccurrence(reading, new ICAL.Event(component, { exceptions: [] })));
    }
  }
  keepEarliest(reading);
  return {
    spans: reading.spans.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    isTruncated: reading.isTruncated,
  };
}

/** One broken event (a bad date, a rule ical.js gives up on) is left out, not the whole calendar. */
function readSafely(read: () => void) {
  try {
    read();
  } catch {
    // Nothing of the event is logged: it is the person's private calendar.
  }
}

function readCalendar(text: string): ICAL.Component {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text.slice(0, 1024))) throw new FeedError(feedMessages.notCalendar);
  try {
    const parsed: unknown = ICAL.parse(text);
    // A file of several calendars parses to a list: the first one is read.
    const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    const root = new ICAL.Component(jcal as unknown[]);
    if (root.name !== 'vcalendar') throw new FeedError(feedMessages.notCalendar);
    return root;
  } catch {
    throw new FeedError(feedMessages.notCalendar);
  }
}

/** Series by UID, and their moved or changed instances (RECURRENCE-ID) by the UID they belong to. */
function groupByUid(events: ICAL.Component[]) {
  const masters: ICAL.Component[] = [];
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const component of events) {
    if (!component.hasProperty('dtstart')) continue;
    if (component.hasProperty('recurrence-id')) {
      const uid = String(component.getFirstPropertyValue('uid') ?? '');
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
    } else {
      masters.push(component);
    }
  }
  return { masters, exceptions };
}

function readEvent(reading: Reading, event: ICAL.Event) {
  if (!event.isRecurring()) {
    addOccurrence(reading, event);
    return;
  }
  const used = new Set<ICAL.Event>();
  const visit = (start: ICAL.Time) => {
    const details = event.getOccurrenceDetails(start);
    if (details.item !== event) used.add(details.item);
    addOccurrence(reading, details.item, details.startDate, details.endDate);
  };
  // RFC 5545 counts DTSTART as the first instance; ical.js yields only the RDATEs of a series without RRULE.
  const isRdatesOnly = !event.component.hasProperty('rrule');
  if (isRdatesOnly && !isExcluded(event, event.startDate)) visit(event.startDate);
  const iterator = event.iterator();
  // Floating and zoned times are compared as if UTC here: a day of slack covers every offset.
  const lastStart = (reading.windowEnd + DAY_MS) / 1000;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--reading.stepsLeft < 0) {
      reading.isTruncated = true;
      break;
    }
    if (next.toUnixTime() > lastStart) break;
    if (isRdatesOnly && next.compare(event.startDate) === 0) continue;
    visit(next);
  }
  // A moved instance whose original time is past the window may have moved into it.
  for (const exception of Object.values(event.exceptions)) {
    if (!used.has(exception)) addOccurrence(reading, exception);
  }
}

function isExcluded(event: ICAL.Event, start: ICAL.Time): boolean {
  return event.component
    .getAllProperties('exdate')
    .some((property) => property.getValues().some((value) => value instanceof ICAL.Time && value.compare(start) === 0));
}

/** One occurrence of item (its own start and end unless a series gives them). */
function addOccurrence(reading: Reading, item: ICAL.Event, start = item.startDate, end = item.endDate) {
  if (!isBusy(item.component)) return;
  const startMs = instantOf(reading, start, tzidOf(item.component, 'dtstart'));
  const endMs = start.isDate
    ? instantOf(reading, end, null)
    : // Exact, as RFC 5545 reads DTEND: a flight from New York to London keeps its length.
      startMs + exactLength(reading, item);
  if (!(endMs > startMs) || endMs <= reading.windowStart || startMs >= reading.windowEnd) return;
  reading.spans.push([startMs, endMs]);
  if (reading.spans.length >= 2 * reading.maxBlocks) keepEarliest(reading);
}

function exactLength(reading: Reading, item: ICAL.Event): number {
  let length = reading.lengths.get(item);
  if (length === undefined) {
    const end = item.endDate;
    const endZone = item.component.hasProperty('dtend')
      ? tzidOf(item.component, 'dtend')
      : tzidOf(item.component, 'dtstart');
    length = end.isDate
      ? 0
      : instantOf(reading, end, endZone) - instantOf(reading, item.startDate, tzidOf(item.component, 'dtstart'));
    reading.lengths.set(item, length);
  }
  return length;
}

function isBusy(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function tzidOf(component: ICAL.Component, name: string): string | null {
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/**
 * The instant a time means. UTC and times in a zone the file describes (VTIMEZONE) are ical.js's
 * to convert; a TZID the file does not describe is read as that IANA zone; a floating time, a date,
 * and a TZID that is no zone at all are read in the calendar's zone (X-WR-TIMEZONE, else the
 * person's), never as UTC.
 */
function instantOf(reading: Reading, time: ICAL.Time, tzid: string | null): number {
  if (!time.isDate && time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  const zone = tzid && !time.isDate && isZone(reading, tzid) ? tzid : reading.calendarZone;
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  const clock = time.isDate ? '00:00:00' : `${pad(time.hour)}:${pad(time.minute)}:${pad(Math.min(time.second, 59))}`;
  return wallClockToInstant(date, clock, zone).epochMilliseconds;
}

function isZone(reading: Reading, name: string): boolean {
  let known = reading.zones.get(name);
  if (known === undefined) {
    known = name.length <= 64 && isValidTimeZone(name);
    reading.zones.set(name, known);
  }
  return known;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The earliest maxBlocks spans, sorted: the weeks ahead matter more than the fourteenth. */
function keepEarliest(reading: Reading) {
  reading.spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (reading.spans.length > reading.maxBlocks) {
    reading.spans.length = reading.maxBlocks;
    reading.isTruncated = true;
  }
}
