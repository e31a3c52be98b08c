// The free-together overlay of the week views: find-us-time for the days shown, as bands for the
// grid, and how the overlay is doing for its legend.
import { useMemo } from 'react';
import type { EventInput } from '@fullcalendar/react';
import { fromLocalDateAndTime, getTodayIsoDate } from '../../lib/datetime';
import { useStableCallback } from '../../lib/use-stable-callback';
import { useFreeTogetherQuery } from './api/find-us-time';
import { toFreeTogetherInput } from './logic/free-together-inputs';
import { useOverlayPreference } from './logic/overlay-preference';
import { chooseReferenceDate } from './logic/reference-date';
import type { FreeTogetherLegendProps } from './components/free-together-legend';

export type FreeTogetherStatus = 'off' | 'loading' | 'error' | 'empty' | 'ready';

/** The visible days [startDate, endDate), calendar dates where the person is; null where the overlay has no place (Month, Upcoming). */
type ShownDays = { startDate: string; endDate: string } | null;

export function useFreeTogether(days: ShownDays): { inputs: EventInput[]; legend: FreeTogetherLegendProps } {
  const [isOn, setOn] = useOverlayPreference();
  const referenceDate = days && isOn ? chooseReferenceDate(days.startDate, days.endDate, getTodayIsoDate()) : null;
  const query = useFreeTogetherQuery(referenceDate);
  const retry = useStableCallback(() => void query.refetch());

  const shownSlots = useMemo(() => {
    if (!days || !query.data) return [];
    const start = fromLocalDateAndTime(days.startDate, '00:00')?.getTime() ?? 0;
    const end = fromLocalDateAndTime(days.endDate, '00:00')?.getTime() ?? 0;
    return query.data.filter((slot) => Date.parse(slot.start_time) < end && Date.parse(slot.end_time) > start);
  }, [days, query.data]);
  const inputs = useMemo(() => (isOn ? shownSlots.map(toFreeTogetherInput) : []), [isOn, shownSlots]);

  let status: FreeTogetherStatus = 'ready';
  if (!isOn) status = 'off';
  else if (referenceDate === null || (query.isSuccess && shownSlots.length === 0)) status = 'empty';
  else if (query.isError) status = 'error';
  else if (query.isPending) status = 'loading';

  return {
    inputs,
    legend: { isOn, onToggle: setOn, status, onRetry: retry, isRetrying: query.isFetching },
  };
}
