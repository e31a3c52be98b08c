import { Text } from '@mantine/core';
import { formatClockTime, formatRelativeDay } from '../../../lib/datetime';
import { useProfileTimeZone } from './use-profile-time-zone';

type EventWhenProps = { start: string; end: string; allDay: boolean; size?: 'xs' | 'sm' };

/** "Today · 6:30 PM – 8:00 PM", "Tue, Mar 4, 2025 · All day", on `timeZone`'s clock (the browser's by default). */
export function formatEventWhen(
  start: string,
  end: string,
  allDay: boolean,
  now = new Date(),
  timeZone?: string,
): string {
  const day = formatRelativeDay(start, now, timeZone);
  if (allDay) return `${day} · All day`;
  return formatTimesOnDay(day, start, end, timeZone);
}

/**
 * formatEventWhen's words for a timed event whose day is named already (`day`, formatRelativeDay's
 * of its start): a list of one day's times names the day once, not once per row.
 */
export function formatTimesOnDay(day: string, start: string, end: string, timeZone?: string): string {
  return `${day} · ${formatClockTime(start, timeZone)} – ${formatClockTime(end, timeZone)}`;
}

/** When an event falls, in the profile's zone, as the calendar grid shows it. */
export function EventWhen({ start, end, allDay, size = 'sm' }: EventWhenProps) {
  const timeZone = useProfileTimeZone();
  return <Text size={size}>{formatEventWhen(start, end, allDay, new Date(), timeZone)}</Text>;
}
