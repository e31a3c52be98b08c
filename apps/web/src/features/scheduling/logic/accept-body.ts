// "Create Event & Send Invitations" of a server suggestion: the modal's edited fields, the same
// way the event form writes them (quarter-hour rounding, trimmed text, an activity type only with its category).
import type { AcceptSuggestionBody } from '@hangtime/core/scheduling/schemas';
import { toEventBody, type EventFormValues, type EventTiming } from '../../events';

export function toAcceptSuggestionBody(values: EventFormValues, timing: EventTiming): AcceptSuggestionBody {
  const event = toEventBody(values, timing, false);
  return {
    title: event.title,
    description: event.description ?? null,
    start_time: event.start_time,
    end_time: event.end_time,
    location: event.location ?? null,
    location_address: event.location_address ?? null,
    category_id: event.category_id,
    activity_category_id: event.activity_category_id ?? null,
    activity_subcategory_id: event.activity_subcategory_id ?? null,
  };
}
