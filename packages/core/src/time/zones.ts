import { Temporal } from 'temporal-polyfill';

export function isValidTimeZone(zone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in an IANA zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();
}

export type LocalDateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock date and time of an instant in an IANA zone. */
export function localDateTimeParts(instant: Date | string, zone: string): LocalDateTimeParts {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const local = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
  return {
    year: local.year,
    month: local.month,
    day: local.day,
    hour: local.hour,
    minute: local.minute,
    second: local.second,
  };
}
