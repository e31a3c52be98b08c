// An event's timing as the recurrence engine reads it, and the bound a series puts on range queries.
import { expandEventInstances, type EventInstance, type EventTiming } from '@hangtime/core/scheduling/event-recurrence';
import type { EventInput } from '@hangtime/core/events/schemas';
import { toUtcStringOfDate } from '@hangtime/core/time/instants';
import { cachedInstancesBetween, cachedNextInstance } from './instance-cache';
import type { EventRow } from './repository';

const YEAR_MS = 366 * 24 * 3600_000;

export function timingOfRow(
  event: Pick<EventRow, 'start_time' | 'end_time' | 'timezone' | 'all_day' | 'is_recurring' | 'recurring_pattern'>,
): EventTiming {
  return {
    start_time: toUtcStringOfDate(event.start_time),
    end_time: toUtcStringOfDate(event.end_time),
    timezone: event.timezone,
    all_day: event.all_day,
    recurring_pattern: event.is_recurring ? (event.recurring_pattern ?? null) : null,
  };
}

export function timingOfInput(input: EventInput, timezone: string): EventTiming {
  return {
    start_time: input.start_time,
    end_time: input.end_time,
    timezone,
    all_day: input.all_day,
    recurring_pattern: input.recurring_pattern,
  };
}

/**
 * When the last occurrence ends: the event's own end for a one-off, the last instance's end for a
 * series with an end date or a count, null for an endless series. Stored, so a range query reads
 * only the rows that can have an instance in it.
 */
export function seriesEndOf(timing: EventTiming): Date | null {
  const pattern = timing.recurring_pattern;
  if (!pattern) return new Date(timing.end_time);
  if (pattern.end_date === null && pattern.end_occurrences === null) return null;
  const start = Date.parse(timing.start_time);
  // Far enough for any end date within the pattern's limits (999 occurrences, every 99 years at most).
  const horizon = pattern.end_date
    ? Date.parse(`${pattern.end_date}T00:00:00Z`) + 3 * 24 * 3600_000
    : start + (pattern.end_occurrences ?? 1) * pattern.interval * YEAR_MS;
  const instances = expandEventInstances(timing, {
    start: timing.start_time,
    end: new Date(Math.min(horizon, 8.6e15)).toISOString(),
  });
  const last = instances.at(-1);
  return last ? new Date(last.instance_end) : new Date(timing.end_time);
}

type RowTiming = Parameters<typeof timingOfRow>[0];

/** The instances of a row in [from, to). A one-off needs no recurrence engine: most rows are. */
export function instancesBetween(event: RowTiming, from: Date, to: Date): EventInstance[] {
  if (!event.is_recurring || !event.recurring_pattern) {
    const overlaps = event.start_time < to && event.end_time > from;
    return overlaps
      ? [{ instance_start: toUtcStringOfDate(event.start_time), instance_end: toUtcStringOfDate(event.end_time) }]
      : [];
  }
  return cachedInstancesBetween(timingOfRow(event), from, to);
}

/** The first instance whose end is after `after` (one in progress counts); null when the series is over. */
export function nextInstanceOfRow(event: RowTiming, after: Date): EventInstance | null {
  return cachedNextInstance(timingOfRow(event), after);
}
