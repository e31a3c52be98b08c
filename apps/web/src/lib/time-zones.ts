// The time zones a person can choose for a window or their profile (spec §9).

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
 * The spec's list, with each zone of `keep` the list lacks put first, in the order given: the
 * browser's, or a zone already saved elsewhere, so that saving a form never changes it silently.
 */
export function listTimeZoneChoices(...keep: (string | undefined)[]): string[] {
  const choices: readonly string[] = specTimeZones;
  const extra = keep.filter(
    (zone, index): zone is string => Boolean(zone) && !choices.includes(zone as string) && keep.indexOf(zone) === index,
  );
  return [...extra, ...choices];
}
