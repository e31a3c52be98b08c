// Expands an event's recurring pattern into its instances (behaviour.md §6: RFC 5545 semantics in the event's zone, DST-correct).
import { Temporal } from 'temporal-polyfill';
import { toUtcString } from '../time/instants';
import type { RecurringPattern } from '../events/recurring-pattern';
import { buildSeriesRule, firstRuleStart, formatRRuleLine, toFloating, type SeriesRule } from './event-recurrence-rule';

export type EventTiming = {
  /** ISO 8601 UTC instants of the FIRST occurrence. */
  start_time: string;
  end_time: string;
  /** IANA zone the pattern is read in. */
  timezone: string;
  all_day: boolean;
  recurring_pattern: RecurringPattern | null;
};

/** ISO UTC with milliseconds, like `Date#toISOString()`. */
export type EventInstance = { instance_start: string; instance_end: string };

type Instant = Temporal.Instant;
type PlainDateTime = Temporal.PlainDateTime;
interface Span {
  start: Instant;
  end: Instant;
}

/**
 * An event read once: its first occurrence as instants and as wall-clock time in its zone, and its
 * compiled rule. Reading is most of the cost of expanding a short series, so a caller that expands
 * the same event again and again (every calendar request) may keep it; it is never changed.
 */
export interface EventSeries {
  readonly zone: string;
  readonly allDay: boolean;
  readonly first: Span;
  readonly localStart: PlainDateTime;
  /** Timed: the wall-clock length. All-day: the number of whole local days. */
  readonly wallLength: Temporal.Duration;
  readonly rule: SeriesRule | null;
}

/**
 * Every instance overlapping [range.start, range.end), sorted by start. A non-recurring event
 * yields itself when it overlaps. An unbounded series is bounded by the range.
 */
export function expandEventInstances(event: EventTiming, range: { start: string; end: string }): EventInstance[] {
  return instancesOf(readEventSeries(event), range);
}

export function instancesOf(series: EventSeries, range: { start: string; end: string }): EventInstance[] {
  const rangeStart = Temporal.Instant.from(range.start);
  const rangeEnd = Temporal.Instant.from(range.end);
  const overlaps = (span: Span) => isBefore(span.start, rangeEnd) && isBefore(rangeStart, span.end);
  if (series.rule === null) return overlaps(series.first) ? [toInstance(series.first)] : [];

  // Wall time and instants differ by at most a day's offset; a day of margin each side, then filter exactly.
  const from = localOf(rangeStart, series.zone).subtract(series.wallLength).subtract({ days: 1 });
  const to = localOf(rangeEnd, series.zone).add({ days: 1 });
  return series.rule.engine
    .between(toFloating(from), toFloating(to), true)
    .map((floating) => spanAt(series, floating.toPlainDateTime()))
    .filter(overlaps)
    .sort((a, b) => Temporal.Instant.compare(a.start, b.start))
    .map(toInstance);
}

/** The first instance whose end is after `after` (one in progress counts), or null when the series is over. */
export function nextEventInstance(event: EventTiming, after: string): EventInstance | null {
  return nextInstanceOf(readEventSeries(event), after);
}

export function nextInstanceOf(series: EventSeries, after: string): EventInstance | null {
  const afterInstant = Temporal.Instant.from(after);
  if (series.rule === null) return isBefore(afterInstant, series.first.end) ? toInstance(series.first) : null;

  let cursor = toFloating(localOf(afterInstant, series.zone).subtract(series.wallLength).subtract({ days: 1 }));
  let inclusive = true;
  for (;;) {
    const floating = series.rule.engine.next(cursor, inclusive);
    if (!floating) return null;
    const span = spanAt(series, floating.toPlainDateTime());
    if (isBefore(afterInstant, span.end)) return toInstance(span);
    cursor = floating;
    inclusive = false;
  }
}

/** The RRULE value for an .ics file, or null when the event does not recur. */
export function toRRuleLine(event: EventTiming): string | null {
  const series = readEventSeries(event);
  return series.rule === null ? null : formatRRuleLine(series.rule.parts, series.zone, series.allDay);
}

/**
 * The event with its series starting where its rule does, as Google Calendar stores it: a weekly
 * Wednesday series asked to start on Monday 30 November starts on Wednesday 2 December, at the same
 * wall-clock time and length. A start already on the rule, a one-off, and a series whose end comes
 * before its first matching date are returned as they are (the last keeps its single date).
 */
export function alignSeriesStart(event: EventTiming): EventTiming {
  const series = readEventSeries(event);
  if (series.rule === null) return event;
  const start = firstRuleStart(series.rule, series.localStart);
  if (start === null || start.equals(series.localStart)) return event;
  const span = spanAt(series, start);
  return { ...event, start_time: toUtcString(span.start), end_time: toUtcString(span.end) };
}

/** Whether an instance starts exactly at `instant`. */
export function isInstanceStart(event: EventTiming, instant: string): boolean {
  const start = Temporal.Instant.from(instant);
  const probe = { start: start.toString(), end: start.add({ milliseconds: 1 }).toString() };
  return expandEventInstances(event, probe).some((found) => Temporal.Instant.from(found.instance_start).equals(start));
}

export function readEventSeries(event: EventTiming): EventSeries {
  const zone = event.timezone;
  const first = { start: Temporal.Instant.from(event.start_time), end: Temporal.Instant.from(event.end_time) };
  const localStart = localOf(first.start, zone);
  const localEnd = localOf(first.end, zone);
  const wallLength = event.all_day
    ? { days: wholeDaysBetween(localStart, localEnd, zone) }
    : localStart.until(localEnd, { largestUnit: 'hours' });
  return {
    zone,
    allDay: event.all_day,
    first,
    localStart,
    wallLength: Temporal.Duration.from(wallLength),
    rule: event.recurring_pattern === null ? null : buildSeriesRule(event.recurring_pattern, localStart),
  };
}

/** Local days an all-day event covers; an end after a day's start covers that day too. At least one. */
function wholeDaysBetween(localStart: PlainDateTime, localEnd: PlainDateTime, zone: string): number {
  const endDate = localEnd.toPlainDate();
  const endsAtDayStart = localEnd.equals(endDate.toZonedDateTime({ timeZone: zone }).toPlainDateTime());
  const lastDate = endsAtDayStart ? endDate : endDate.add({ days: 1 });
  return Math.max(1, localStart.toPlainDate().until(lastDate).days);
}

/**
 * The instants of the instance whose wall-clock start is `local`. The first occurrence is the
 * event as stored (RFC 5545: DTSTART is the first instance). Others keep its wall-clock start and
 * length across DST: a start or end in a spring-forward gap moves forward by the gap, one in a
 * fall-back overlap takes the earlier instant (Temporal 'compatible'). All-day instances run from
 * the start of their first local day to the start of the day after their last.
 */
function spanAt(series: EventSeries, local: PlainDateTime): Span {
  if (local.equals(series.localStart)) return series.first;
  if (series.allDay) {
    const date = local.toPlainDate();
    return { start: startOfDay(date, series.zone), end: startOfDay(date.add(series.wallLength), series.zone) };
  }
  const start = resolve(local, series.zone);
  const end = resolve(local.add(series.wallLength), series.zone);
  // Only when the gap moves the start but not the end (02:30–03:15 in New York) could the end come
  // first; the instance then keeps the first occurrence's exact length from its moved start.
  if (isBefore(start, end)) return { start, end };
  return { start, end: start.add(series.first.start.until(series.first.end)) };
}

function resolve(local: PlainDateTime, zone: string): Instant {
  return local.toZonedDateTime(zone, { disambiguation: 'compatible' }).toInstant();
}

function startOfDay(date: Temporal.PlainDate, zone: string): Instant {
  return date.toZonedDateTime({ timeZone: zone }).toInstant();
}

function localOf(instant: Instant, zone: string): PlainDateTime {
  return instant.toZonedDateTimeISO(zone).toPlainDateTime();
}

function isBefore(a: Instant, b: Instant): boolean {
  return Temporal.Instant.compare(a, b) < 0;
}

function toInstance(span: Span): EventInstance {
  return { instance_start: toUtcString(span.start), instance_end: toUtcString(span.end) };
}
