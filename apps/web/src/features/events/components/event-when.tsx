import { Text } from '@mantine/core';
import { formatClockTime, formatRelativeDay } from '../../../lib/datetime';

type EventWhenProps = { start: string; end: string; allDay: boolean; size?: 'xs' | 'sm' };

/** "Today · 6:30 PM – 8:00 PM", "Tue, Mar 4, 2025 · All day". */
export function formatEventWhen(start: string, end: string, allDay: boolean, now = new Date()): string {
  const day = formatRelativeDay(start, now);
  return allDay ? `${day} · All day` : `${day} · ${formatClockTime(start)} – ${formatClockTime(end)}`;
}

export function EventWhen({ start, end, allDay, size = 'sm' }: EventWhenProps) {
  return <Text size={size}>{formatEventWhen(start, end, allDay)}</Text>;
}
