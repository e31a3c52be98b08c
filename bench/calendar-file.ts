// The calendar link's ICS budget (issue 24): a 5 MB calendar file with recurrences, served from
// this machine, fetched, parsed and stored as adding a subscription does.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOUR, timed, withPeakHeap, type Account } from './calendar-link';

export const ICS_BYTES = 5 * 1024 * 1024 - 64 * 1024;
const SERIES_IN_FILE = 500;

const icsStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsLocal = (instant: number) => icsStamp(instant).replace('Z', '');

/**
 * A calendar file just under the 5 MB cap, as a busy person's export looks: 500 weekly series in
 * New York time (each with two dates off and one instance moved), and a year of one-off events
 * around today filling the rest.
 */
export function buildBenchCalendar(): string {
  const now = Date.now();
  const day = 24 * HOUR;
  const padding = 'Agenda: review, planning, follow-ups and notes for the team. '.repeat(2);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hangtime bench//EN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (let series = 0; series < SERIES_IN_FILE; series += 1) {
    const first = Math.floor((now - 180 * day + series * 7 * HOUR) / HOUR) * HOUR;
    const event = (extra: string[]) => [
      'BEGIN:VEVENT',
      `UID:series-${series}@bench`,
      `DTSTAMP:${icsStamp(now)}`,
      'SUMMARY:Weekly sync',
      `DESCRIPTION:${padding}`,
      ...extra,
      'END:VEVENT',
    ];
    lines.push(
      ...event([
        `DTSTART;TZID=America/New_York:${icsLocal(first)}`,
        `DTEND;TZID=America/New_York:${icsLocal(first + HOUR)}`,
        'RRULE:FREQ=WEEKLY;COUNT=52',
        `EXDATE;TZID=America/New_York:${icsLocal(first + 28 * 7 * day)}`,
        `EXDATE;TZID=America/New_York:${icsLocal(first + 30 * 7 * day)}`,
      ]),
      ...event([
        `RECURRENCE-ID;TZID=America/New_York:${icsLocal(first + 29 * 7 * day)}`,
        `DTSTART;TZID=America/New_York:${icsLocal(first + 29 * 7 * day + 2 * HOUR)}`,
        `DTEND;TZID=America/New_York:${icsLocal(first + 29 * 7 * day + 3 * HOUR)}`,
      ]),
    );
  }
  let size = lines.join('\r\n').length;
  for (let index = 0; size < ICS_BYTES; index += 1) {
    const start = Math.floor((now - 265 * day + (index % 365) * day + (index % 7) * 2 * HOUR) / HOUR) * HOUR;
    const event = [
      'BEGIN:VEVENT',
      `UID:one-${index}@bench`,
      `DTSTAMP:${icsStamp(now)}`,
      `DTSTART:${icsStamp(start)}`,
      `DTEND:${icsStamp(start + HOUR)}`,
      `SUMMARY:Meeting ${index}`,
      `DESCRIPTION:${padding}`,
      'END:VEVENT',
    ];
    size += event.join('\r\n').length + 2;
    lines.push(...event);
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** Serves the bench calendar on loopback; its address, and how to stop it. */
export async function serveBenchCalendar(): Promise<{ url: string; bytes: number; close(): Promise<void> }> {
  const body = buildBenchCalendar();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/private/bench.ics`,
    bytes: Buffer.byteLength(body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Three first fetches of the 5 MB file (each by a new person): fetched, parsed and stored, as adding it does. */
export async function measureIcsFirstSync(
  address: string,
  url: string,
  newAccount: () => Promise<Account>,
): Promise<{ timings: number[]; peakHeapMb: number }> {
  const timings: number[] = [];
  let peakHeapMb = 0;
  for (let run = 0; run < 3; run += 1) {
    const account = await newAccount();
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const { result, peakMb } = await withPeakHeap(() =>
      timed(() =>
        fetch(`${address}/api/calendar-subscriptions`, { method: 'POST', headers, body: JSON.stringify({ url }) }),
      ),
    );
    timings.push(result);
    peakHeapMb = Math.max(peakHeapMb, peakMb);
  }
  return { timings: timings.sort((a, b) => a - b), peakHeapMb };
}
