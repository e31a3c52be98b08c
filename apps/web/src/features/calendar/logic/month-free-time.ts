// Month view's free-time marker: the month grid draws no timed background blocks, so each day
// with availability gets a compact chip ("free 6–9p") and a full sentence for screen readers.
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import { localDateTimeParts } from '@hangtime/core/time/zones';
import { formatTimeRange } from '../../../lib/datetime';
import { dateInZone } from './calendar-zone';

export type FreeDay = {
  /** "free 6–9p", "free 9a–5p +1" (one more window that day). */
  label: string;
  /** "Free 6:00 PM – 9:00 PM, 10:00 PM – 11:00 PM". */
  description: string;
};

type Clock = { hour: number; minute: number };

const pad2 = (value: number) => String(value).padStart(2, '0');

function compactClock({ hour, minute }: Clock, withSuffix: boolean): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `:${pad2(minute)}`;
  return `${hour12}${minutes}${withSuffix ? (hour < 12 ? 'a' : 'p') : ''}`;
}

/** "6–9p", "9a–5p", "6:30–9p": the start's a/p only when it differs from the end's. */
export function formatCompactRange(start: Clock, end: Clock): string {
  const sameHalf = start.hour < 12 === end.hour < 12;
  return `${compactClock(start, !sameHalf)}–${compactClock(end, true)}`;
}

/** Each day's free time (its availability occurrences, by their start day in `zone`). */
export function summarizeFreeTime(
  occurrences: Pick<WindowOccurrence, 'start_time' | 'end_time'>[],
  zone: string,
): Map<string, FreeDay> {
  const byDay = new Map<string, { start: Clock; end: Clock }[]>();
  const sorted = [...occurrences].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  for (const occurrence of sorted) {
    const date = dateInZone(occurrence.start_time, zone);
    const spans = byDay.get(date) ?? [];
    spans.push({
      start: localDateTimeParts(occurrence.start_time, zone),
      end: localDateTimeParts(occurrence.end_time, zone),
    });
    byDay.set(date, spans);
  }
  const days = new Map<string, FreeDay>();
  for (const [date, spans] of byDay) {
    const [first] = spans;
    if (!first) continue;
    const more = spans.length > 1 ? ` +${spans.length - 1}` : '';
    const wall = (clock: Clock) => `${pad2(clock.hour)}:${pad2(clock.minute)}`;
    days.set(date, {
      label: `free ${formatCompactRange(first.start, first.end)}${more}`,
      description: `Free ${spans.map((span) => formatTimeRange(wall(span.start), wall(span.end))).join(', ')}`,
    });
  }
  return days;
}
