// What a client sees of a window: its stored fields and its exceptions, never its owner.
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import type { WindowSchedule } from '@hangtime/core/scheduling/occurrences';
import type { WindowWithExceptions } from './repository';

export function toAvailabilityWindow(row: WindowWithExceptions): AvailabilityWindow {
  return {
    id: row.id,
    window_name: row.window_name,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    location: row.location,
    address: row.address,
    location_id: row.location_id,
    travel_preferences: row.travel_preferences as AvailabilityWindow['travel_preferences'],
    max_travel_time_minutes: row.max_travel_time_minutes,
    ending_type: row.ending_type as AvailabilityWindow['ending_type'],
    start_date: row.start_date,
    end_date: row.end_date,
    is_repeating: row.is_repeating,
    frequency: row.frequency as AvailabilityWindow['frequency'],
    days_of_week: row.days_of_week,
    exceptions: row.exceptions.map(({ date, cancelled, start_time, end_time }) => ({
      date,
      cancelled,
      start_time,
      end_time,
    })),
  };
}

/** What the occurrence expander reads of a stored window (the database types its enums as text). */
export function toWindowSchedule(row: WindowWithExceptions): WindowSchedule {
  return { ...row, frequency: row.frequency as WindowSchedule['frequency'] };
}
