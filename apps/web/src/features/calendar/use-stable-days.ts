import { useMemo } from 'react';
import type { VisibleDays } from './logic/visible-days';

/**
 * The same object while the dates are the same: the grid's first datesSet reports the days the page
 * already fetched for, and a new object would recompute every input and draw the grid again.
 */
export function useStableDays(days: VisibleDays | null): VisibleDays | null {
  const startDate = days?.startDate;
  const endDate = days?.endDate;
  return useMemo(() => (startDate && endDate ? { startDate, endDate } : null), [startDate, endDate]);
}
