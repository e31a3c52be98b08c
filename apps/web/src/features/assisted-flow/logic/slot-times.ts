// The adjusted time of step 2 (spec §5: "The adjusted time must stay within the original overlap
// window"). Rule: start and end fall on quarter hours (UTC, as find-us-time rounds its slots),
// both inside the chosen slot, and the end after the start. Pure: instants in, instants out.

const QUARTER_HOUR_MS = 15 * 60_000;
/** A first offer of two hours (or the whole slot when shorter): long enough for a meal. */
const DEFAULT_DURATION_MS = 2 * 60 * 60_000;

type SlotBounds = { start_time: string; end_time: string };
export type TimeRange = { start: string; end: string };

const iso = (ms: number) => new Date(ms).toISOString();
const isQuarterHour = (ms: number) => ms % QUARTER_HOUR_MS === 0;

/** The slot's first two hours, or the whole slot when it is shorter. */
export function defaultTimeRange(slot: SlotBounds): TimeRange {
  const start = Date.parse(slot.start_time);
  const end = Math.min(start + DEFAULT_DURATION_MS, Date.parse(slot.end_time));
  return { start: iso(start), end: iso(end) };
}

/** True when `range` keeps the rule: quarter hours, inside the slot, end after start. */
export function isWithinSlot(slot: SlotBounds, range: TimeRange): boolean {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return (
    isQuarterHour(start) &&
    isQuarterHour(end) &&
    start >= Date.parse(slot.start_time) &&
    end <= Date.parse(slot.end_time) &&
    end > start
  );
}

/** Every quarter hour an event may start at: from the slot's start to 15 minutes before its end. */
export function startChoices(slot: SlotBounds): string[] {
  return quarterHours(Date.parse(slot.start_time), Date.parse(slot.end_time) - QUARTER_HOUR_MS);
}

/** Every quarter hour an event starting at `start` may end at: 15 minutes later up to the slot's end. */
export function endChoices(slot: SlotBounds, start: string): string[] {
  return quarterHours(Date.parse(start) + QUARTER_HOUR_MS, Date.parse(slot.end_time));
}

/** A new start keeps the length chosen so far, cut short where the slot ends. */
export function moveStart(slot: SlotBounds, range: TimeRange, start: string): TimeRange {
  const length = Date.parse(range.end) - Date.parse(range.start);
  const end = Math.min(Date.parse(start) + Math.max(length, QUARTER_HOUR_MS), Date.parse(slot.end_time));
  return { start, end: iso(end) };
}

function quarterHours(first: number, last: number): string[] {
  const times: string[] = [];
  for (let at = Math.ceil(first / QUARTER_HOUR_MS) * QUARTER_HOUR_MS; at <= last; at += QUARTER_HOUR_MS)
    times.push(iso(at));
  return times;
}
