// The calendar draws in the profile's time zone (as Google Calendar draws in its account's zone),
// whatever zone the device is in: these are the date sums that keeps honest, and the rule for the
// notice that offers to switch the profile when the two differ.
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { localDateTimeParts } from '@hangtime/core/time/zones';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) an instant falls on in `zone`. */
export function dateInZone(instant: Date | string, zone: string): string {
  const { year, month, day } = localDateTimeParts(instant, zone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The instant `zone`'s wall clock shows `time` ("09:00") on the day `instant` falls on there. */
export function atWallTimeInZone(instant: Date, zone: string, time: string): Date {
  return new Date(wallClockToInstant(dateInZone(instant, zone), time, zone).epochMilliseconds);
}

/** What the person chose to keep: their profile's zone while the device was in another one. */
export type KeptZoneChoice = { profileZone: string; deviceZone: string };

/**
 * The notice shows while the device's zone differs from the profile's, unless the person already
 * chose to keep this profile zone on a device in this zone: it asks again only when either changes.
 */
export function shouldOfferZoneSwitch(profileZone: string, deviceZone: string, kept: KeptZoneChoice | null): boolean {
  if (profileZone === deviceZone) return false;
  return !(kept && kept.profileZone === profileZone && kept.deviceZone === deviceZone);
}

/** A stored choice read back, or null when it is missing or not one of ours. */
export function parseKeptZoneChoice(stored: string | null): KeptZoneChoice | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { profileZone, deviceZone } = value as Record<string, unknown>;
    return typeof profileZone === 'string' && typeof deviceZone === 'string' ? { profileZone, deviceZone } : null;
  } catch {
    return null;
  }
}
