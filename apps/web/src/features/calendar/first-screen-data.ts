// The calendar's first screen's reads, known before React renders it: the entry starts them once
// the session check has answered and the page's code is in, and renders the page with their
// answers (app/prefetch-first-screen.ts). Fetched from the page's effects, a dozen fetches ran
// inside the first render's commit, and each answer then drew the page again.
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@hangtime/core/auth/user';
import { getBrowserTimeZone } from '../../lib/datetime';
import { pendingInvitationsQueryOptions } from '../events/first-screen';
import { prefetchOnboardingProgress } from '../onboarding-progress';
import { prefetchFreeTogether } from '../scheduling/first-screen';
import { eventsBatchQueryOptions } from './api/get-events-batch';
import { occurrencesBatchQueryOptions } from './api/get-occurrences-batch';
import { workingHoursQueryOptions } from './api/get-working-hours';
import { getBatchRange, listBatchStarts } from './logic/fetch-batches';
import { getInitialWeekDays } from './logic/initial-days';
import type { VisibleDays } from './logic/visible-days';

/** The grid draws in the profile's zone, as Google Calendar draws in its account's (behaviour.md). */
export function getCalendarZone(user: Pick<User, 'timezone'> | null, deviceZone: string): string {
  return user?.timezone ?? deviceZone;
}

/** The week batches (with their buffer) that cover `days`, and the reads of each. */
export function calendarDataQueries(days: VisibleDays | null, zone: string) {
  const batches = days ? listBatchStarts(days.startDate, days.endDate).map((start) => getBatchRange(start, zone)) : [];
  return {
    batches,
    events: batches.map((batch) => eventsBatchQueryOptions(batch, zone)),
    occurrences: batches.map((batch) => occurrencesBatchQueryOptions(batch)),
    workingHours: workingHoursQueryOptions(),
  };
}

/**
 * Starts every read the calendar's first screen (Week, the week of today) makes when it mounts;
 * settles once all have answered or failed (a prefetch never rejects).
 */
export async function prefetchCalendarFirstScreen(queryClient: QueryClient, user: User): Promise<void> {
  const zone = getCalendarZone(user, getBrowserTimeZone());
  const days = getInitialWeekDays(zone);
  const { events, occurrences, workingHours } = calendarDataQueries(days, zone);
  await Promise.all([
    ...events.map((options) => queryClient.prefetchQuery(options)),
    ...occurrences.map((options) => queryClient.prefetchQuery(options)),
    queryClient.prefetchQuery(workingHours),
    queryClient.prefetchQuery(pendingInvitationsQueryOptions()),
    prefetchOnboardingProgress(queryClient),
    prefetchFreeTogether(queryClient, days),
  ]);
}
