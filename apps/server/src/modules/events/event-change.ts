// What an organizer's change of time or place changed: stored in the `event_updated` notification's
// `data.change`, so the guest's reconfirm card, the bell and the mail can say old → new.
import type { EventRow, NewEvent } from './repository';

/** An event's timing, as instants (ISO) with the flag and zone that say how to read them. */
export type EventTimes = { start_time: string; end_time: string; all_day: boolean; timezone: string };

/** Each part present only when it changed. `repeat`: the recurrence rule changed. */
export type EventChange = {
  time?: { from: EventTimes; to: EventTimes };
  place?: { from: string | null; to: string | null };
  zone?: { from: string; to: string };
  repeat?: true;
};

type Timed = Pick<EventRow, 'start_time' | 'end_time' | 'all_day' | 'timezone' | 'location' | 'location_address'>;

/** The place as a guest reads it: the name and the address, or null when neither is set. */
export function placeOf(event: Pick<EventRow, 'location' | 'location_address'>): string | null {
  return [event.location, event.location_address].filter(Boolean).join(', ') || null;
}

function timesOf(event: Timed): EventTimes {
  return {
    start_time: event.start_time.toISOString(),
    end_time: event.end_time.toISOString(),
    all_day: event.all_day,
    timezone: event.timezone,
  };
}

const sameTimes = (a: EventTimes, b: EventTimes) =>
  a.start_time === b.start_time && a.end_time === b.end_time && a.all_day === b.all_day;

/** The change from `before` to `after`; `repeatChanged` is decided by the caller (it compares patterns). */
export function diffEvent(before: Timed, after: Pick<NewEvent, keyof Timed>, repeatChanged: boolean): EventChange {
  const change: EventChange = {};
  const [fromTimes, toTimes] = [timesOf(before), timesOf(after as Timed)];
  if (!sameTimes(fromTimes, toTimes)) change.time = { from: fromTimes, to: toTimes };
  const samePlace =
    (before.location ?? null) === (after.location ?? null) &&
    (before.location_address ?? null) === (after.location_address ?? null);
  if (!samePlace) change.place = { from: placeOf(before), to: placeOf(after as Timed) };
  if (before.timezone !== after.timezone) change.zone = { from: before.timezone, to: after.timezone! };
  if (repeatChanged) change.repeat = true;
  return change;
}

/**
 * Several changes in a row as one: from what the guest last answered to what the event is now.
 * A part moved and then moved back drops out.
 */
export function mergeChanges(changes: readonly EventChange[]): EventChange {
  const merged: EventChange = {};
  for (const change of changes) {
    if (change.time) merged.time = { from: merged.time?.from ?? change.time.from, to: change.time.to };
    if (change.place)
      merged.place = { from: merged.place ? merged.place.from : change.place.from, to: change.place.to };
    if (change.zone) merged.zone = { from: merged.zone?.from ?? change.zone.from, to: change.zone.to };
    if (change.repeat) merged.repeat = true;
  }
  if (merged.time && sameTimes(merged.time.from, merged.time.to)) delete merged.time;
  if (merged.place && merged.place.from === merged.place.to) delete merged.place;
  if (merged.zone && merged.zone.from === merged.zone.to) delete merged.zone;
  return merged;
}

/** A stored `data.change`, read defensively: rows written before it existed have none. */
export function readChange(data: unknown): EventChange | null {
  if (!data || typeof data !== 'object') return null;
  const change = (data as { change?: unknown }).change;
  return change && typeof change === 'object' ? (change as EventChange) : null;
}
