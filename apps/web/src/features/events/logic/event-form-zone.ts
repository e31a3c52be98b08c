// A form's wall times moved onto another zone's clock, keeping the instants they describe: the
// Suggested Event form gets values read on the device's clock and shows them on the profile's.
import { fromLocalDateAndTime, toLocalDateAndTime } from '../../../lib/datetime';
import type { EventFormValues } from './event-form-values';

/**
 * The same start and end, read on `timeZone`'s clock. Whole days stay the same days (a day has no
 * instant to keep); a time that cannot be read is left as it is for the form's own checks.
 */
export function withFormTimeZone(values: EventFormValues, timeZone: string): EventFormValues {
  if (values.time_zone === timeZone || values.all_day) return { ...values, time_zone: timeZone };
  const start = fromLocalDateAndTime(values.start_date, values.start_time, values.time_zone);
  const end = fromLocalDateAndTime(values.end_date, values.end_time, values.time_zone);
  if (!start || !end) return values;
  const startThere = toLocalDateAndTime(start, timeZone);
  const endThere = toLocalDateAndTime(end, timeZone);
  return {
    ...values,
    start_date: startThere.date,
    start_time: startThere.time,
    end_date: endThere.date,
    end_time: endThere.time,
    time_zone: timeZone,
  };
}
