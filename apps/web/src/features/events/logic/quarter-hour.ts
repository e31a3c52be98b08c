// Event times move in 15-minute steps and are rounded to the nearest quarter hour on save (spec §5).

const QUARTER = 15;
const MINUTES_PER_DAY = 24 * 60;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "10:07" → "10:00", "10:08" → "10:15", "23:53" → "00:00" of the next day (`addsDay`).
 * A value that is not HH:MM is returned as it is.
 */
export function roundToQuarterHour(time: string): { time: string; addsDay: boolean } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return { time, addsDay: false };
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const rounded = Math.round(minutes / QUARTER) * QUARTER;
  const addsDay = rounded >= MINUTES_PER_DAY;
  const ofDay = rounded % MINUTES_PER_DAY;
  return { time: `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`, addsDay };
}

/** "00:00", "00:15" … "23:45". */
export const quarterHourTimes: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY / QUARTER },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * QUARTER)}`,
);
