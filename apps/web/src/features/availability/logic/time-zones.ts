// The time zones a window can be set in (spec §9), plus the person's own.

export const specTimeZones = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

/**
 * The spec's list, with the browser's zone first when the list lacks it, and the zone a window
 * already has (set elsewhere, e.g. during onboarding) so editing it never changes it silently.
 */
export function listTimeZoneChoices(browserZone: string, currentZone?: string): string[] {
  const zones: string[] = [...specTimeZones];
  for (const zone of [currentZone, browserZone]) {
    if (zone && !zones.includes(zone)) zones.unshift(zone);
  }
  return zones;
}
