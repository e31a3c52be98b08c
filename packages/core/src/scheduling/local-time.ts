// Wall clock ↔ instant in an IANA zone by plain arithmetic on cached offsets (zone-offsets.ts),
// giving exactly what Temporal gives: wallClockToInstant in occurrences.ts is the reference.
import { DAY_MS, dayNumberOf, msOfTime } from './local-days';
import { nextTransitionIn, offsetIn, zoneTimelineAround, type ZoneTimeline } from './zone-offsets';

/**
 * The instant at which a wall clock in `zone` shows `msOfDay` on local day number `day`, with
 * Temporal's 'compatible' disambiguation: a time skipped by a spring-forward gap moves forward by
 * the gap's length (02:30 → 03:30 in New York), and a time repeated by a fall-back overlap takes
 * its first, earlier instant.
 *
 * The steps follow Temporal's own (GetPossibleEpochNanoseconds, then the 'compatible' choice),
 * so that odd zones and historic changes agree too; a property test holds it to Temporal.
 */
export function localToEpochMs(day: number, msOfDay: number, zone: string): number {
  const local = day * DAY_MS + msOfDay;
  return local - readLocal(zoneTimelineAround(local, zone), local).offset;
}

/** `YYYY-MM-DD` and `HH:MM` in `zone` to epoch ms; the same instant as wallClockToInstant. */
export function wallClockToEpochMs(date: string, time: string, zone: string): number {
  return localToEpochMs(dayNumberOf(date), msOfTime(time), zone);
}

/** The local day number in `zone` of an instant. */
export function localDayOf(epochMs: number, zone: string): number {
  return Math.floor((epochMs + offsetIn(zoneTimelineAround(epochMs, zone), epochMs)) / DAY_MS);
}

/**
 * The first instant of local day `day` in `zone`, as Temporal's startOfDay: midnight, or where a
 * change skips midnight (Sao Paulo's spring-forward at 00:00 until 2018) the instant of the change.
 */
export function startOfLocalDay(day: number, zone: string): number {
  const local = day * DAY_MS;
  const timeline = zoneTimelineAround(local, zone);
  const { offset, isInGap } = readLocal(timeline, local);
  return isInGap ? nextTransitionIn(timeline, local - DAY_MS)! : local - offset;
}

/**
 * The offset that turns wall time `local` (ms since the epoch as if the zone were UTC) into its
 * instant, and whether the wall time was skipped by a spring-forward gap. The offsets a day either
 * side bound the candidates, as in Temporal's GetPossibleEpochNanoseconds.
 */
function readLocal(timeline: ZoneTimeline, local: number): { offset: number; isInGap: boolean } {
  const before = offsetIn(timeline, local - DAY_MS);
  const after = offsetIn(timeline, local + DAY_MS);
  if (before === after) return { offset: before, isInGap: false };
  // A change within a day of the wall time: the offset it has on one side may hold for both.
  const nearBefore = offsetIn(timeline, local - before);
  if (nearBefore === offsetIn(timeline, local - after)) return { offset: nearBefore, isInGap: false };
  // Two instants (an overlap) or none (a gap). Either way 'compatible' reads the wall time with the
  // offset in force before the change: the earlier instant, or the time moved forward by the gap.
  return { offset: before, isInGap: before < after };
}

/**
 * The local days (in any zone) whose wall-clock hours can meet the instants of `range`: its UTC
 * days and one more either side, since no zone is more than a day away from UTC.
 */
export function localDaysTouching(range: { readonly start: number; readonly end: number }): {
  firstDay: number;
  lastDay: number;
} {
  return { firstDay: Math.floor(range.start / DAY_MS) - 1, lastDay: Math.floor(range.end / DAY_MS) + 1 };
}

/**
 * The instants of a wall-clock span on local day `day`, or null when nothing is left of it: a
 * start in a spring-forward gap moves forward by the gap, which can put it at or past an end that
 * did not move (02:30–03:15 in New York), and an inverted or empty interval would corrupt the
 * interval algebra downstream. Drops what the Temporal expansion (occurrences-oracle) drops.
 */
export function localSpanOnDay(
  day: number,
  startMs: number,
  endMs: number,
  zone: string,
): { start: number; end: number } | null {
  const start = localToEpochMs(day, startMs, zone);
  const end = localToEpochMs(day, endMs, zone);
  return start < end ? { start, end } : null;
}
