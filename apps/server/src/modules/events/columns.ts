// An event's row from a checked input: what creating and changing an event store, and what a
// suggested hangout stores before anyone is invited.
import type { EventInput } from '@hangtime/core/events/schemas';
import type { NewEvent } from './repository';
import { seriesEndOf, timingOfInput } from './timing';

export function eventColumns(input: EventInput, timezone: string, now: Date): Omit<NewEvent, 'created_by' | 'created_at'> {
  return {
    title: input.title,
    description: input.description,
    start_time: new Date(input.start_time),
    end_time: new Date(input.end_time),
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
    series_end: seriesEndOf(timingOfInput(input, timezone)),
    source: input.source,
    updated_at: now,
  };
}
