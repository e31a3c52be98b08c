// The free-together overlay of the week views: find-us-time for the days shown, as bands for the
// grid, and how the overlay is doing for its legend.
import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { EventInput } from '@fullcalendar/react';
import { fromLocalDateAndTime, getTodayIsoDate } from '../../lib/datetime';
import { useStableCallback } from '../../lib/use-stable-callback';
import { freeTogetherQueryOptions, useFreeTogetherQuery } from './api/find-us-time';
import { toFreeTogetherInputs } from './logic/free-together-inputs';
import { readOverlayPreference, useOverlayPreference } from './logic/overlay-preference';
import { chooseReferenceDate } from './logic/reference-date';
import type { FreeTogetherLegendProps, FreeTogetherStatus } from './components/free-together-legend';

/** The visible days [startDate, endDate), calendar dates where the person is; null where the overlay has no place (Month, Upcoming). */
type ShownDays = { startDate: string; endDate: string } | null;

/** Today's date as last read, and until when that reading is used again. */
let today: { date: string; until: number } | null = null;
const TODAY_KEPT_MS = 60_000;

/**
 * Today's date where the person is, read again at most once a minute: the calendar page draws
 * again for every query that settles, and each reading builds two date formats (some 20 ms on a
 * phone). Past midnight the overlay moves on within the minute.
 */
function readToday(): string {
  const now = Date.now();
  if (!today || now >= today.until) today = { date: getTodayIsoDate(), until: now + TODAY_KEPT_MS };
  return today.date;
}

/** The date find-us-time is asked about for these days; null when there is nothing to ask. */
function referenceDateFor(days: ShownDays, isOn: boolean): string | null {
  return days && isOn ? chooseReferenceDate(days.startDate, days.endDate, readToday()) : null;
}

/** Starts the overlay's read for these days before the page mounts (features/calendar/first-screen-data.ts). */
export async function prefetchFreeTogether(queryClient: QueryClient, days: ShownDays): Promise<void> {
  const referenceDate = referenceDateFor(days, readOverlayPreference());
  if (referenceDate !== null) await queryClient.prefetchQuery(freeTogetherQueryOptions(referenceDate));
}

export function useFreeTogether(days: ShownDays): { inputs: EventInput[]; legend: FreeTogetherLegendProps } {
  const [isOn, setOn] = useOverlayPreference();
  const referenceDate = referenceDateFor(days, isOn);
  const query = useFreeTogetherQuery(referenceDate);
  const retry = useStableCallback(() => void query.refetch());

  const shownBands = useMemo(() => {
    if (!days || !query.data) return [];
    const start = fromLocalDateAndTime(days.startDate, '00:00')?.getTime() ?? 0;
    const end = fromLocalDateAndTime(days.endDate, '00:00')?.getTime() ?? 0;
    return toFreeTogetherInputs(query.data, start, end);
  }, [days, query.data]);
  const inputs = useMemo(() => (isOn ? shownBands : []), [isOn, shownBands]);

  let status: FreeTogetherStatus = 'ready';
  if (!isOn) status = 'off';
  else if (referenceDate === null || (query.isSuccess && shownBands.length === 0)) status = 'empty';
  else if (query.isError) status = 'error';
  else if (query.isPending) status = 'loading';

  return {
    inputs,
    legend: { isOn, onToggle: setOn, status, onRetry: retry, isRetrying: query.isFetching },
  };
}
