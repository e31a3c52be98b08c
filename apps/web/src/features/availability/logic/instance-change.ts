// The "Change One Date" form's values as the person edits them (issue 14: picking another date threw
// away the times already chosen).
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { getOccurrenceTimes } from './window-dates';
import type { InstanceChangeValues } from './window-validation';

type Times = Pick<AvailabilityWindow, 'start_time' | 'end_time' | 'exceptions'>;

/** The form for one date: that date's own times (changed before or not). */
export function createInstanceChangeValues(window: Times, date: string): InstanceChangeValues {
  return { instance_date: date, ...getOccurrenceTimes(window, date) };
}

/**
 * Another date: times the person has already changed stay (they meant them for the date they are
 * now picking); untouched times show the new date's own, which may differ after an earlier change.
 */
export function changesForInstanceDate(
  values: InstanceChangeValues,
  window: Times,
  date: string,
): Partial<InstanceChangeValues> {
  const shown = getOccurrenceTimes(window, values.instance_date);
  const isTimesChosen = values.start_time !== shown.start_time || values.end_time !== shown.end_time;
  return isTimesChosen ? { instance_date: date } : createInstanceChangeValues(window, date);
}
