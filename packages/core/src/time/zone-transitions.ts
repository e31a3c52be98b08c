// A zone's offset changes over some years, as the STANDARD/DAYLIGHT observances of an .ics VTIMEZONE.
import { Temporal } from 'temporal-polyfill';

export type ZoneObservance = {
  kind: 'STANDARD' | 'DAYLIGHT';
  /** `YYYYMMDDTHHMMSS`: the local wall time, in the old offset, at which it begins (RFC 5545 DTSTART of the observance). */
  local_start: string;
  /** `+HHMM` / `-HHMM`. */
  offset_from: string;
  offset_to: string;
};

interface Transition {
  localStart: Temporal.PlainDateTime;
  fromNs: number;
  toNs: number;
}

/**
 * The zone's offset changes in `fromYear`…`toYear` (inclusive, by local date), in order. A change is
 * DAYLIGHT when its new offset is above the smallest offset of that year (the summer one; this
 * also holds where the IANA data counts winter as the saving, as in Europe/Dublin), else STANDARD.
 * A zone without changes in those years (Asia/Tokyo, UTC) gets one STANDARD observance from
 * `fromYear`-01-01 with its constant offset.
 */
export function describeZoneObservances(zone: string, fromYear: number, toYear: number): ZoneObservance[] {
  const transitions = listTransitions(zone, fromYear, toYear);
  if (transitions.length === 0) {
    const newYear = Temporal.PlainDate.from({ year: fromYear, month: 1, day: 1 });
    const offset = formatOffset(newYear.toZonedDateTime({ timeZone: zone }).offsetNanoseconds);
    return [
      { kind: 'STANDARD', local_start: formatLocal(newYear.toPlainDateTime()), offset_from: offset, offset_to: offset },
    ];
  }
  const smallestByYear = smallestOffsetByYear(transitions);
  return transitions.map((transition) => ({
    kind:
      transition.toNs > (smallestByYear.get(transition.localStart.year) ?? transition.toNs) ? 'DAYLIGHT' : 'STANDARD',
    local_start: formatLocal(transition.localStart),
    offset_from: formatOffset(transition.fromNs),
    offset_to: formatOffset(transition.toNs),
  }));
}

function listTransitions(zone: string, fromYear: number, toYear: number): Transition[] {
  const transitions: Transition[] = [];
  // Start a day early: a change at local midnight on 1 January belongs to fromYear.
  let cursor: Temporal.ZonedDateTime | null = Temporal.PlainDate.from({
    year: fromYear - 1,
    month: 12,
    day: 31,
  }).toZonedDateTime({ timeZone: zone });
  for (;;) {
    cursor = cursor.getTimeZoneTransition('next');
    if (cursor === null) break;
    const fromNs = cursor.subtract({ nanoseconds: 1 }).offsetNanoseconds;
    // The wall clock just before the change, read on: 02:00 EST for New York's spring-forward.
    const localStart = Temporal.Instant.fromEpochNanoseconds(cursor.epochNanoseconds + BigInt(fromNs))
      .toZonedDateTimeISO('UTC')
      .toPlainDateTime();
    if (localStart.year > toYear) break;
    if (localStart.year >= fromYear) transitions.push({ localStart, fromNs, toNs: cursor.offsetNanoseconds });
  }
  return transitions;
}

/** Per year, the smallest offset in force: the one it began with or any it changed to. */
function smallestOffsetByYear(transitions: readonly Transition[]): Map<number, number> {
  const smallest = new Map<number, number>();
  for (const { localStart, fromNs, toNs } of transitions) {
    const year = localStart.year;
    const known = smallest.get(year) ?? fromNs;
    smallest.set(year, Math.min(known, toNs));
  }
  return smallest;
}

function formatLocal(local: Temporal.PlainDateTime): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** `+HHMM`; seconds of historical offsets are dropped, as the format has no room for them. */
function formatOffset(offsetNanoseconds: number): string {
  const minutes = Math.trunc(Math.abs(offsetNanoseconds) / 60e9);
  const sign = offsetNanoseconds < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}
