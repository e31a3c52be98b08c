// One event as an RFC 5545 calendar file: the iCalendar writer the personal feed uses too, with
// this one event in it (the same VEVENT and VTIMEZONE as the feed carries, under the same UID).
import { writeCalendar } from '../../lib/icalendar';
import type { EventRow } from './repository';

export function buildEventIcs(event: EventRow, organizerEmail: string | null, now: Date): string {
  return writeCalendar([{ event, stamp: now, organizerEmail }]);
}
