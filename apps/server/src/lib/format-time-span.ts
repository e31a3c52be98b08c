// A stretch of time written for one reader in one zone: "Tue, Dec 1, 3–7 PM", "Tue, Dec 1, 11 PM – 3 AM".

/** "3 PM", "3:30 PM" (minutes only when there are some). */
function clock(instant: number, timeZone: string): string {
  const date = new Date(instant);
  const minutes = new Intl.DateTimeFormat('en-US', { minute: 'numeric', timeZone }).format(date);
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    ...(Number(minutes) === 0 ? {} : { minute: '2-digit' }),
    timeZone,
  }).format(date);
}

/** The day of the start and the two clock times; one AM/PM when both share it. */
export function formatTimeSpan(start: number, end: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(
    new Date(start),
  );
  const [from, to] = [clock(start, timeZone), clock(end, timeZone)];
  const [fromTime, fromHalf] = from.split(' ');
  const [, toHalf] = to.split(' ');
  return fromHalf === toHalf ? `${day}, ${fromTime}–${to}` : `${day}, ${from} – ${to}`;
}
