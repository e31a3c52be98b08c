// "Add to calendar" links of the providers (behaviour.md §6): Google's and Outlook's compose pages.
import { formatCompactUtc } from '../../../lib/datetime';

export type LinkableEvent = {
  title: string;
  description: string | null;
  start_time: string;
  end_time: string;
  location: string | null;
  location_address: string | null;
};

function placeOf(event: LinkableEvent): string {
  return [event.location, event.location_address].filter(Boolean).join(', ');
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…Z/…Z&details=…&location=… */
export function buildGoogleCalendarUrl(event: LinkableEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatCompactUtc(event.start_time)}/${formatCompactUtc(event.end_time)}`,
    details: event.description ?? '',
    location: placeOf(event),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** https://outlook.live.com/calendar/0/deeplink/compose?subject=…&startdt=ISO&enddt=ISO&body=…&location=… */
export function buildOutlookCalendarUrl(event: LinkableEvent): string {
  const query = new URLSearchParams({
    subject: event.title,
    startdt: new Date(event.start_time).toISOString(),
    enddt: new Date(event.end_time).toISOString(),
    body: event.description ?? '',
    location: placeOf(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
