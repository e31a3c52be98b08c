// The times a person can pick for a window or working hours: every quarter hour of the day.
import { formatWallClockTime } from '../../../lib/datetime';

export type TimeOption = { value: string; label: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** "00:00", "00:15" … "23:45" (spec: times in 15-minute steps). */
export const quarterHourTimes: readonly string[] = Array.from(
  { length: 24 * 4 },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`,
);

/** Each quarter hour as a select option, e.g. { value: "18:00", label: "6:00 PM" }. */
export const quarterHourOptions: readonly TimeOption[] = quarterHourTimes.map((value) => ({
  value,
  label: formatWallClockTime(value),
}));
