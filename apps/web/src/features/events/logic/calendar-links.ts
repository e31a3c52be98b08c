// "Add to calendar" links of the providers (behaviour.md §6): Google's and Outlook's compose pages.
// The place as core writes it for calendars: without an address, the venue's position, which the
// providers' maps open at the spot, and a map link in the details (behaviour.md "Where an event is").
import { describeEventPlace, formatCalendarLocation, type EventPlaceFields } from '@hangtime/core/events/place';
import { formatCompactUtc } from '../../../lib/datetime';

export type LinkableEvent = EventPlaceFields & {
  title: string;
  description: string | null;
  start_time: string;
  end_time: string;
};

/** The description, then "Map: …" when the event has a position. */
function detailsOf(event: LinkableEvent): string {
  const place = describeEventPlace(event);
  const map = place?.position ? `Map: ${place.mapUrl}` : '';
  return [event.description ?? '', map].filter(Boolean).join('\n\n');
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…Z/…Z&details=…&location=… */
export function buildGoogleCalendarUrl(event: LinkableEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatCompactUtc(event.start_time)}/${formatCompactUtc(event.end_time)}`,
    details: detailsOf(event),
    location: formatCalendarLocation(event),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** https://outlook.live.com/calendar/0/deeplink/compose?subject=…&startdt=ISO&enddt=ISO&body=…&location=… */
export function buildOutlookCalendarUrl(event: LinkableEvent): string {
  const query = new URLSearchParams({
    subject: event.title,
    startdt: new Date(event.start_time).toISOString(),
    enddt: new Date(event.end_time).toISOString(),
    body: detailsOf(event),
    location: formatCalendarLocation(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
