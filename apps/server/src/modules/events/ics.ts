// One event as an RFC 5545 calendar file: the calendar feed's iCalendar writer with this one event
// in it (the same VEVENT and VTIMEZONE as the person's feed carries, under the same UID).
import { writeCalendar } from '../calendar-feed';
import type { EventRow } from './repository';

export function buildEventIcs(event: EventRow, organizerEmail: string | null, now: Date): string {
  return writeCalendar([{ event, stamp: now, organizerEmail }]);
}
