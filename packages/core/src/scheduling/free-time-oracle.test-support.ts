// A brute-force oracle of a person's free time (behaviour.md §5 and §8), minute by minute: each
// minute of the range is turned into the wall clock of each zone involved, and the rules are
// applied to that wall clock directly: the weekday and date rules, "wall time within [start, end)",
// the spring-forward rule (a start or end inside a gap moves forward by the gap's length) and the
// fall-back rule (a repeated start or end means its first pass). It shares no code with the engine.
//
// Offsets come from Temporal, sampled once per UTC quarter hour: every zone used by the tests
// changes its offset only on quarter hours, and sampling keeps 10,000 cases within seconds.
import { Temporal } from 'temporal-polyfill';
import type { PersonSchedule } from './free-time';
import type { WindowException, WindowSchedule } from './occurrences';

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;
const DAY_MINUTES = 1440;

// ---- Calendar arithmetic on day numbers (days since 1970-01-01), through Date's UTC fields.
const dayOf = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
const weekdayOf = (day: number) => (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
const dayOfMonthOf = (day: number) => new Date(day * 86_400_000).getUTCDate();
const daysInMonthOf = (day: number) => {
  const date = new Date(day * 86_400_000);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
};
const minutesOf = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3, 5);

function oneYearAfter(date: string): number {
  const [year, month, day] = [+date.slice(0, 4) + 1, +date.slice(5, 7), +date.slice(8, 10)];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Date.UTC(year, month - 1, Math.min(day, lastDay)) / 86_400_000;
}

/** behaviour.md §5's repetition rules, read straight off the text. */
function isWindowOn(window: WindowSchedule, day: number): boolean {
  const start = dayOf(window.start_date);
  if (!window.is_repeating || window.frequency === null) return day === start;
  const end = window.end_date === null ? oneYearAfter(window.start_date) : dayOf(window.end_date);
  if (day < start || day > end) return false;
  if (window.frequency === 'daily') return true;
  const listed = window.days_of_week.length > 0 ? window.days_of_week : [weekdayOf(start)];
  if (!listed.includes(weekdayOf(day))) return false;
  if (window.frequency === 'weekly') return true;
  if (window.frequency === 'biweekly') return Math.floor((day - (start - weekdayOf(start))) / 7) % 2 === 0;
  if (dayOfMonthOf(start) >= 29) return dayOfMonthOf(day) > daysInMonthOf(day) - 7;
  return Math.ceil(dayOfMonthOf(day) / 7) === Math.ceil(dayOfMonthOf(start) / 7);
}

// ---- Offsets from Temporal, per quarter hour and memoised across cases. Temporal is slow, so a
// quarter is asked about only when the hours around it differ (no zone changes twice in an hour).
const offsetMemo = new Map<string, Map<number, number>>();
function temporalOffsetMinutes(epochMs: number, zone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).offsetNanoseconds / 60e9;
}
function offsetMinutesAt(epochMs: number, zone: string): number {
  let byQuarter = offsetMemo.get(zone);
  if (byQuarter === undefined) offsetMemo.set(zone, (byQuarter = new Map()));
  const quarter = Math.floor(epochMs / QUARTER_MS);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const hourStart = Math.floor(quarter / 4) * 4;
    const atHour = temporalOffsetMinutes(hourStart * QUARTER_MS, zone);
    const atNextHour = temporalOffsetMinutes((hourStart + 4) * QUARTER_MS, zone);
    for (let q = hourStart; q < hourStart + 4; q += 1) {
      byQuarter.set(q, atHour === atNextHour || q === hourStart ? atHour : temporalOffsetMinutes(q * QUARTER_MS, zone));
    }
    offset = byQuarter.get(quarter)!;
  }
  return offset;
}

/** A zone's wall clock minute by minute from `first`, with what its offset changes mean for wall times. */
interface ZoneClock {
  first: number;
  /** Local minutes since 1970-01-01 00:00 of each minute. */
  wall: Float64Array;
  /** For a minute in the second pass of a fall-back overlap, the wall time (minutes of the day) at which the overlap ends; else -1. */
  overlapEnd: Int16Array;
  /** Spring-forward gaps: on local day `day`, wall minutes [from, from + length) do not exist. */
  gaps: { day: number; from: number; length: number }[];
}

function clockOf(zone: string, first: number, minutes: number): ZoneClock {
  const wall = new Float64Array(minutes);
  const overlapEnd = new Int16Array(minutes).fill(-1);
  const gaps: ZoneClock['gaps'] = [];
  // The offset is the same for the whole of a UTC quarter hour, so it is read once per quarter.
  let offset = 0;
  for (let m = 0; m < minutes; m += 1) {
    const instant = first + m * MINUTE_MS;
    if (m === 0 || instant % QUARTER_MS === 0) offset = offsetMinutesAt(instant, zone);
    wall[m] = instant / MINUTE_MS + offset;
  }
  // Changes from a day before the clock starts (a change on its eve still shapes its first day).
  for (
    let quarter = Math.floor(first / QUARTER_MS) - 96;
    quarter * QUARTER_MS < first + minutes * MINUTE_MS;
    quarter += 1
  ) {
    const at = quarter * QUARTER_MS;
    const before = offsetMinutesAt(at - 1, zone);
    const after = offsetMinutesAt(at, zone);
    if (before === after) continue;
    if (after > before) {
      const oldWall = at / MINUTE_MS + before;
      const day = Math.floor(oldWall / DAY_MINUTES);
      gaps.push({ day, from: oldWall - day * DAY_MINUTES, length: after - before });
    } else {
      const length = before - after;
      const wallAtChange = at / MINUTE_MS + after; // on the new clock
      const endOfOverlap = wallAtChange - Math.floor(wallAtChange / DAY_MINUTES) * DAY_MINUTES + length;
      const from = (at - first) / MINUTE_MS;
      for (let m = Math.max(0, from); m < Math.min(minutes, from + length); m += 1) overlapEnd[m] = endOfOverlap;
    }
  }
  return { first, wall, overlapEnd, gaps };
}

// Clocks are built for blocks of four days (each reaching four days further) and shared by every
// case whose range starts in the block: building one is most of the oracle's cost.
const BLOCK_MS = 4 * 86_400_000;
const clockMemo = new Map<string, ZoneClock>();
function clockFor(zone: string, rangeStart: number, minutes: number): ZoneClock {
  const block = Math.floor(rangeStart / BLOCK_MS);
  if (minutes * MINUTE_MS > BLOCK_MS) throw new Error('the oracle reads ranges of at most four days');
  const key = `${zone} ${block}`;
  let clock = clockMemo.get(key);
  if (clock === undefined) clockMemo.set(key, (clock = clockOf(zone, block * BLOCK_MS, (2 * BLOCK_MS) / MINUTE_MS)));
  return clock;
}

/** A wall time on `day` as the engine must read it: one inside a spring-forward gap moves forward by the gap. */
function effectiveWall(clock: ZoneClock, day: number, minutes: number): number {
  const gap = clock.gaps.find(
    (candidate) => candidate.day === day && candidate.from <= minutes && minutes < candidate.from + candidate.length,
  );
  return gap === undefined ? minutes : minutes + gap.length;
}

/**
 * Marks the minutes that lie in the wall-clock span [start, end) of their own local day, `spanOn`
 * saying whether a day has the span and with what times. A minute in the second pass of an
 * overlap is after every first-pass time of the overlap and before its end, so it compares as the
 * overlap's end less half a minute; the span's own ends, being repeated times, mean their first pass.
 */
function markWallSpans(marks: Uint8Array, rangeStart: number, clock: ZoneClock, spanOn: SpanOn): void {
  const base = (rangeStart - clock.first) / MINUTE_MS;
  let day = Number.NaN;
  let start = 0;
  let end = 0;
  for (let m = 0; m < marks.length; m += 1) {
    const wall = clock.wall[base + m]!;
    const wallDay = Math.floor(wall / DAY_MINUTES);
    if (wallDay !== day) {
      day = wallDay;
      const span = spanOn(day);
      [start, end] =
        span === null ? [0, 0] : [effectiveWall(clock, day, span.start), effectiveWall(clock, day, span.end)];
    }
    const overlapEnd = clock.overlapEnd[base + m]!;
    const position = overlapEnd >= 0 ? overlapEnd - 0.5 : wall - day * DAY_MINUTES;
    if (start <= position && position < end) marks[m] = 1;
  }
}

type SpanOn = (day: number) => { start: number; end: number } | null;

/** The same answers, worked out once per day: the oracle asks for every minute. */
function perDay(spanOn: SpanOn): SpanOn {
  const known = new Map<number, ReturnType<SpanOn>>();
  return (day) => {
    if (!known.has(day)) known.set(day, spanOn(day));
    return known.get(day)!;
  };
}

function windowSpanOn(window: WindowSchedule, exceptions: readonly WindowException[]): SpanOn {
  return perDay((day) => {
    if (!isWindowOn(window, day)) return null;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    const exception = exceptions.findLast((candidate) => candidate.date === date);
    if (exception?.cancelled) return null;
    return {
      start: minutesOf(exception?.start_time ?? window.start_time),
      end: minutesOf(exception?.end_time ?? window.end_time),
    };
  });
}

function workingHoursSpanOn(person: PersonSchedule, entry: PersonSchedule['workingHours'][number]): SpanOn {
  return perDay((day) => {
    const isOn = entry.is_recurring
      ? entry.day_of_week === weekdayOf(day)
      : entry.date !== null && dayOf(entry.date) === day;
    if (!isOn) return null;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    const exception = (person.workingHoursExceptions ?? []).findLast(
      (candidate) => candidate.entry_id === entry.id && candidate.date === date,
    );
    if (exception?.cancelled) return null;
    return {
      start: minutesOf(exception?.start_time ?? entry.start_time),
      end: minutesOf(exception?.end_time ?? entry.end_time),
    };
  });
}

/** The local day of an instant, and whether it is a local midnight. */
function localDayAndMidnight(epochMs: number, zone: string): { day: number; isMidnight: boolean } {
  const wall = epochMs / MINUTE_MS + offsetMinutesAt(epochMs, zone);
  const day = Math.floor(wall / DAY_MINUTES);
  return { day, isMidnight: wall === day * DAY_MINUTES };
}

/** Whether the person is free in each minute of [rangeStart, rangeStart + minutes·1 min). */
export function freeMinutesOracle(person: PersonSchedule, rangeStart: number, minutes: number): boolean[] {
  const isAvailable = new Uint8Array(minutes);
  const isBusy = new Uint8Array(minutes);
  for (const { window, exceptions } of person.windows)
    markWallSpans(
      isAvailable,
      rangeStart,
      clockFor(window.timezone, rangeStart, minutes),
      windowSpanOn(window, exceptions),
    );
  const ownClock = clockFor(person.timezone, rangeStart, minutes);
  for (const entry of person.workingHours)
    markWallSpans(isBusy, rangeStart, ownClock, workingHoursSpanOn(person, entry));
  for (const span of person.busy) {
    if (!span.all_day) {
      for (let m = 0; m < minutes; m += 1) {
        const instant = rangeStart + m * MINUTE_MS;
        if (span.start <= instant && instant < span.end) isBusy[m] = 1;
      }
    } else if (span.start < span.end) {
      // Every minute whose local date lies from the start's date to the end's, less a day if the end is a midnight.
      const zone = span.timezone ?? person.timezone;
      const first = localDayAndMidnight(span.start, zone).day;
      const last = localDayAndMidnight(span.end, zone);
      const lastDay = last.isMidnight ? last.day - 1 : last.day;
      const clock = clockFor(zone, rangeStart, minutes);
      const base = (rangeStart - clock.first) / MINUTE_MS;
      for (let m = 0; m < minutes; m += 1) {
        const day = Math.floor(clock.wall[base + m]! / DAY_MINUTES);
        if (first <= day && day <= lastDay) isBusy[m] = 1;
      }
    }
  }
  return Array.from(isAvailable, (available, m) => available === 1 && isBusy[m] === 0);
}
