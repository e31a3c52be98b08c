// Recurring events' instances kept between requests: expanding a series costs far more than reading its row.
import {
  instancesOf,
  nextInstanceOf,
  readEventSeries,
  type EventInstance,
  type EventSeries,
  type EventTiming,
} from '@hangtime/core/scheduling/event-recurrence';
import { BoundedMemo } from '@hangtime/core/lib/bounded-memo';
import { utcStringOfEpochMs } from '@hangtime/core/time/instants';

/**
 * Instances are kept per series and per fixed stretch of time ("bucket"), so any range reuses them:
 * the calendar's week batches, a month, the bell's next seven days from now. About a month, so a
 * week needs one or two buckets and a month two or three.
 */
const BUCKET_MS = 32 * 24 * 3600_000;

type Span = { start: number; end: number };

/**
 * Keyed by the whole timing (first occurrence, zone, all-day, pattern), so an entry is never stale:
 * an edited event has a new key and its old entries age out. Only process memory, and that is safe
 * with several instances because these hold the results of a pure function, not data.
 */
const seriesCache = new BoundedMemo<string, EventSeries>(5_000);
const bucketCache = new BoundedMemo<string, Span[]>(50_000);

function seriesOf(key: string, timing: EventTiming): EventSeries {
  return seriesCache.get(key, () => readEventSeries(timing));
}

function spansInBucket(key: string, timing: EventTiming, bucket: number): Span[] {
  return bucketCache.get(`${bucket}|${key}`, () => {
    const range = {
      start: new Date(bucket * BUCKET_MS).toISOString(),
      end: new Date((bucket + 1) * BUCKET_MS).toISOString(),
    };
    return instancesOf(seriesOf(key, timing), range).map((instance) => ({
      start: Date.parse(instance.instance_start),
      end: Date.parse(instance.instance_end),
    }));
  });
}

/** Every instance of a recurring event overlapping [from, to), sorted by start. */
export function cachedInstancesBetween(timing: EventTiming, from: Date, to: Date): EventInstance[] {
  const key = JSON.stringify(timing);
  const [start, end] = [from.getTime(), to.getTime()];
  const found = new Map<number, Span>();
  for (let bucket = Math.floor(start / BUCKET_MS); bucket * BUCKET_MS < end; bucket += 1) {
    // An instance that crosses a bucket's edge is in both buckets; instances of a series start apart.
    for (const span of spansInBucket(key, timing, bucket))
      if (span.start < end && span.end > start) found.set(span.start, span);
  }
  return [...found.values()]
    .sort((a, b) => a.start - b.start)
    .map((span) => ({ instance_start: utcStringOfEpochMs(span.start), instance_end: utcStringOfEpochMs(span.end) }));
}

/** The first instance whose end is after `after` (one in progress counts); null when the series is over. */
export function cachedNextInstance(timing: EventTiming, after: Date): EventInstance | null {
  return nextInstanceOf(seriesOf(JSON.stringify(timing), timing), after.toISOString());
}
