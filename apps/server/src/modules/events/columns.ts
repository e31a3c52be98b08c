// An event's row from a checked input: what creating and changing an event store, and what a
// suggested hangout stores before anyone is invited.
import type { EventInput } from '@hangtime/core/events/schemas';
import { alignSeriesStart } from '@hangtime/core/scheduling/event-recurrence';
import type { NewEvent } from './repository';
import { seriesEndOf, timingOfInput } from './timing';

export function eventColumns(
  input: EventInput,
  timezone: string,
  now: Date,
): Omit<NewEvent, 'created_by' | 'created_at'> {
  // The server is the authority on where a series starts (behaviour.md §6): whatever a client sends,
  // a series is stored from its first own date, so the stored start, its instances and the .ics agree.
  const timing = alignSeriesStart(timingOfInput(input, timezone));
  return {
    title: input.title,
    description: input.description,
    start_time: new Date(timing.start_time),
    end_time: new Date(timing.end_time),
    all_day: input.all_day,
    timezone,
    location: input.location,
    location_address: input.location_address,
    latitude: input.latitude,
    longitude: input.longitude,
    category_id: input.category_id,
    activity_category_id: input.activity_category_id,
    activity_subcategory_id: input.activity_subcategory_id,
    is_recurring: input.is_recurring,
    recurring_pattern: input.recurring_pattern,
    series_end: seriesEndOf(timing),
    source: input.source,
    updated_at: now,
  };
}
