// The calendar's queries sit under each domain's root key, so a change made anywhere (the event
// modal, the availability or working-hours screens) invalidates what the calendar shows.
export const calendarKeys = {
  eventsBatch: (timeZone: string, batchStart: string) => ['events', 'calendar-batch', timeZone, batchStart] as const,
  occurrencesBatch: (batchStart: string) => ['availability-windows', 'calendar-occurrences', batchStart] as const,
  workingHours: ['working-hours', 'calendar'] as const,
};

/** Spec §9: calendar data is kept fresh for 5 minutes. */
export const CALENDAR_STALE_MS = 300_000;
