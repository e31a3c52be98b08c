// An event's time written for one reader, in their own time zone (for mail; the web app formats its own).
export function formatWhen(start: Date, allDay: boolean, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = allDay
    ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }
    : {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      };
  return new Intl.DateTimeFormat('en-US', options).format(start);
}
