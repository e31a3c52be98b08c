// A zone's UTC offsets over a span of instants, found once through Temporal's transition search and
// then read by binary search: a Temporal conversion per occurrence is far too slow for the sweep's
// budget (thousands of occurrences in a few milliseconds), and offsets change only a few times a year.
import { Temporal } from 'temporal-polyfill';
import { BoundedMemo } from '../lib/bounded-memo';
import { DAY_MS } from './local-days';

/** The offsets of one zone over the instants [from, to). */
export interface ZoneTimeline {
  readonly zone: string;
  readonly from: number;
  readonly to: number;
  /** Epoch ms of each offset change in (from, to), ascending. */
  readonly transitions: readonly number[];
  /** offsets[i] (ms) is in force before transitions[i]; the last one after the last change. */
  readonly offsets: readonly number[];
}

const YEAR_MS = 365 * DAY_MS;
/** A span grows to take in new look-ups up to this length; a look-up further away starts afresh. */
const MAX_SPAN_MS = 50 * YEAR_MS;
/** The polyfill looks at most about three years ahead for a change; search again from there. */
const SEARCH_HORIZON_MS = 3 * YEAR_MS - DAY_MS;
/** Temporal's limits on instants. */
const EARLIEST_MS = -8.64e15;
const LATEST_MS = 8.64e15;

/** Bounded, so a stream of unusual zones cannot grow the cache without end (about 600 zones exist). */
const timelines = new BoundedMemo<string, ZoneTimeline>(64);

/**
 * A timeline of `zone` covering at least [epochMs - 2 days, epochMs + 2 days]: room for every
 * offset look-up of one wall-clock conversion. Throws RangeError for an unknown zone.
 */
export function zoneTimelineAround(epochMs: number, zone: string): ZoneTimeline {
  const cached = timelines.peek(zone);
  const from = epochMs - 2 * DAY_MS;
  const to = epochMs + 2 * DAY_MS;
  if (cached !== undefined && cached.from <= from && to <= cached.to) return cached;

  // A year of room behind and two ahead: schedules are read mostly forwards from today.
  let spanFrom = Math.max(EARLIEST_MS, from - YEAR_MS);
  let spanTo = Math.min(LATEST_MS, to + 2 * YEAR_MS);
  if (cached !== undefined && Math.max(spanTo, cached.to) - Math.min(spanFrom, cached.from) <= MAX_SPAN_MS) {
    spanFrom = Math.min(spanFrom, cached.from);
    spanTo = Math.max(spanTo, cached.to);
  }
  const timeline = buildTimeline(zone, spanFrom, spanTo);
  timelines.set(zone, timeline);
  return timeline;
}

/** The offset (ms, local minus UTC) in force at `epochMs`, which the timeline must cover. */
export function offsetIn(timeline: ZoneTimeline, epochMs: number): number {
  const { transitions } = timeline;
  // How many changes have happened by epochMs: a change takes effect at its own instant.
  let low = 0;
  let high = transitions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (transitions[middle]! <= epochMs) low = middle + 1;
    else high = middle;
  }
  return timeline.offsets[low]!;
}

/** The first offset change after `epochMs` within the timeline, or null. */
export function nextTransitionIn(timeline: ZoneTimeline, epochMs: number): number | null {
  return timeline.transitions.find((transition) => transition > epochMs) ?? null;
}

/** The offset in force at `epochMs` in `zone`, through the cache. */
export function offsetAt(epochMs: number, zone: string): number {
  return offsetIn(zoneTimelineAround(epochMs, zone), epochMs);
}

function buildTimeline(zone: string, from: number, to: number): ZoneTimeline {
  let cursor = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
  const transitions: number[] = [];
  const offsets = [cursor.offsetNanoseconds / 1e6];
  while (cursor.epochMilliseconds < to) {
    const next = cursor.getTimeZoneTransition('next');
    if (next === null) {
      // Nothing within the search's horizon (or ever, for UTC): nothing before the jump either.
      cursor = Temporal.Instant.fromEpochMilliseconds(
        Math.min(LATEST_MS, cursor.epochMilliseconds + SEARCH_HORIZON_MS),
      ).toZonedDateTimeISO(zone);
      continue;
    }
    if (next.epochMilliseconds >= to) break;
    transitions.push(next.epochMilliseconds);
    offsets.push(next.offsetNanoseconds / 1e6);
    cursor = next;
  }
  return { zone, from, to, transitions, offsets };
}
