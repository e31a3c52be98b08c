// Reads an event's recurring pattern as RFC 5545 RRULE parts: one source for the expander and the .ics line.
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import type { RecurringPattern } from '../events/recurring-pattern';

/** RFC 5545 weekday codes in the event form's order: index 0 = Sunday … 6 = Saturday. */
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The parts of one RRULE. `untilDate` is the inclusive last local date in the event's zone. */
export interface RuleParts {
  freq: 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  byMonth: number | null;
  byMonthDay: number | null;
  byDay: string[] | null;
  wkst: 'SU' | null;
  count: number | null;
  untilDate: Temporal.PlainDate | null;
}

/**
 * A series' rule plus an engine that runs it on *floating* wall-clock time: DTSTART is the first
 * occurrence's local date-time written in UTC, so the engine sees a calendar without DST. The
 * caller resolves each generated wall time in the real zone. rrule-temporal run in the real zone
 * drops instances whose time falls in a spring-forward gap (RFC 5545 §3.3.10); Hangtime moves
 * them forward instead, as DTSTART itself is read (§3.3.5, Temporal 'compatible').
 */
export interface SeriesRule {
  parts: RuleParts;
  engine: RRuleTemporal<Temporal.ZonedDateTime>;
}

export function buildSeriesRule(pattern: RecurringPattern, localStart: Temporal.PlainDateTime): SeriesRule {
  const parts = describeRule(pattern, localStart.toPlainDate());
  const bothEnds = parts.count !== null && parts.untilDate !== null;
  const resolved = bothEnds ? keepEarlierEnd(parts, localStart) : parts;
  return { parts: resolved, engine: createEngine(resolved, localStart) };
}

/** RRULE parts from the pattern; BY parts are always written out, never left to DTSTART. */
function describeRule(pattern: RecurringPattern, firstDate: Temporal.PlainDate): RuleParts {
  const base = {
    interval: Math.max(1, Math.trunc(pattern.interval)),
    byMonth: null,
    byMonthDay: null,
    byDay: null,
    wkst: null,
    // end_occurrences → COUNT; end_date (inclusive, local) → UNTIL; neither → unbounded.
    // An end date before the first occurrence leaves nothing, as iCalendar readers do.
    count: pattern.end_occurrences,
    untilDate: pattern.end_date === null ? null : Temporal.PlainDate.from(pattern.end_date),
  };
  switch (pattern.recurrence_type) {
    case 'weekly': {
      // BYDAY from days_of_week (0 = SU … 6 = SA), or the first occurrence's weekday when empty.
      const listed = [
        ...new Set(pattern.days_of_week.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6)),
      ].sort((a, b) => a - b);
      const days = listed.length > 0 ? listed : [firstDate.dayOfWeek % 7];
      // Weeks run Sunday to Saturday, as the form shows them. WKST changes a rule only with
      // INTERVAL > 1 and a Sunday in BYDAY or DTSTART, so only then is it written (RFC default MO).
      const wkst = base.interval > 1 && (days.includes(0) || firstDate.dayOfWeek === 7) ? 'SU' : null;
      return { ...base, freq: 'WEEKLY', byDay: days.map((day) => WEEKDAY_CODES[day] as string), wkst };
    }
    case 'monthly':
      // day_of_month → BYMONTHDAY; week_of_month + weekday → BYDAY with an ordinal (2TU, -1FR);
      // neither → the first occurrence's day. Months lacking that day are skipped (RFC 5545).
      if (pattern.day_of_month !== null) return { ...base, freq: 'MONTHLY', byMonthDay: pattern.day_of_month };
      if (pattern.week_of_month !== null && pattern.day_of_week_monthly !== null) {
        return {
          ...base,
          freq: 'MONTHLY',
          byDay: [`${pattern.week_of_month}${WEEKDAY_CODES[pattern.day_of_week_monthly] ?? 'SU'}`],
        };
      }
      return { ...base, freq: 'MONTHLY', byMonthDay: firstDate.day };
    case 'yearly':
      // The first occurrence's month and day; a Feb 29 start recurs only in leap years.
      return { ...base, freq: 'YEARLY', byMonth: firstDate.month, byMonthDay: firstDate.day };
  }
}

/**
 * RFC 5545 forbids COUNT with UNTIL. The form can send both; the series then ends at whichever
 * comes first, and only that part is kept so the .ics line says the same.
 */
function keepEarlierEnd(parts: RuleParts, localStart: Temporal.PlainDateTime): RuleParts {
  const counted = createEngine({ ...parts, untilDate: null }, localStart);
  const byUntil = counted.between(toFloating(localStart), untilInstant(parts.untilDate as Temporal.PlainDate), true);
  const countEndsFirst = byUntil.length >= (parts.count as number);
  return countEndsFirst ? { ...parts, untilDate: null } : { ...parts, count: null };
}

/**
 * The first wall-clock date-time on or after `localStart` that the rule itself generates (DTSTART
 * not forced in), or null when its end comes first. A series is stored starting there (behaviour.md
 * §6), so its DTSTART is always one of its own dates.
 */
export function firstRuleStart(rule: SeriesRule, localStart: Temporal.PlainDateTime): Temporal.PlainDateTime | null {
  // The end is checked here rather than in the engine: COUNT would count from the unmoved start.
  const unbounded = createEngine({ ...rule.parts, count: null, untilDate: null }, localStart, false);
  const found = unbounded.next(toFloating(localStart), true)?.toPlainDateTime() ?? null;
  const untilDate = rule.parts.untilDate;
  if (found === null || (untilDate !== null && Temporal.PlainDate.compare(found.toPlainDate(), untilDate) > 0))
    return null;
  return found;
}

function createEngine(
  parts: RuleParts,
  localStart: Temporal.PlainDateTime,
  includeDtstart = true,
): RRuleTemporal<Temporal.ZonedDateTime> {
  return new RRuleTemporal({
    freq: parts.freq,
    interval: parts.interval,
    ...(parts.byMonth !== null && { byMonth: [parts.byMonth] }),
    ...(parts.byMonthDay !== null && { byMonthDay: [parts.byMonthDay] }),
    ...(parts.byDay !== null && { byDay: parts.byDay }),
    ...(parts.wkst !== null && { wkst: parts.wkst }),
    ...(parts.count !== null && { count: parts.count }),
    ...(parts.untilDate !== null && { until: untilInstant(parts.untilDate) }),
    dtstart: toFloating(localStart),
    tzid: 'UTC',
    // DTSTART is the event's first occurrence and counts towards COUNT even off-pattern (RFC 5545).
    // A series saved through the API never starts off-pattern (firstRuleStart); older rows may.
    includeDtstart,
    temporal: Temporal,
  });
}

/** The floating last instant of the inclusive end date. */
function untilInstant(untilDate: Temporal.PlainDate): Temporal.ZonedDateTime {
  return toFloating(untilDate.toPlainDateTime('23:59:59.999999999'));
}

export function toFloating(local: Temporal.PlainDateTime): Temporal.ZonedDateTime {
  return local.toZonedDateTime('UTC');
}

/**
 * The RRULE value. UNTIL takes DTSTART's value type (RFC 5545 §3.3.10): for a timed event the last
 * instant of the end date in the event's zone, in UTC; for an all-day event (DTSTART;VALUE=DATE)
 * the date itself.
 */
export function formatRRuleLine(parts: RuleParts, timeZone: string, allDay: boolean): string {
  const fields = [`FREQ=${parts.freq}`];
  if (parts.interval > 1) fields.push(`INTERVAL=${parts.interval}`);
  if (parts.byMonth !== null) fields.push(`BYMONTH=${parts.byMonth}`);
  if (parts.byMonthDay !== null) fields.push(`BYMONTHDAY=${parts.byMonthDay}`);
  if (parts.byDay !== null) fields.push(`BYDAY=${parts.byDay.join(',')}`);
  if (parts.wkst !== null) fields.push(`WKST=${parts.wkst}`);
  if (parts.count !== null) fields.push(`COUNT=${parts.count}`);
  if (parts.untilDate !== null)
    fields.push(`UNTIL=${allDay ? compactDate(parts.untilDate) : lastInstantOf(parts.untilDate, timeZone)}`);
  return fields.join(';');
}

function compactDate(date: Temporal.PlainDate): string {
  return date.toString().replaceAll('-', '');
}

/** `YYYYMMDDTHHMMSSZ`: one second before the next local day starts (which may not be midnight). */
function lastInstantOf(date: Temporal.PlainDate, timeZone: string): string {
  const last = date.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant().subtract({ seconds: 1 });
  return last.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
}
