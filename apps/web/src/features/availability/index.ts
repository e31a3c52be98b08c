// What other features may use of availability windows: the pieces working hours and the onboarding share with them.
export { TimeRangeFields } from './components/time-range-fields';
export { OneDateForm, setOneDateFields, useOneDateForm } from './components/one-date-form';
export { WeekdayChips } from './components/weekday-chips';
export { quarterHourOptions, quarterHourTimes } from './logic/time-options';
export { getWeekdayName, listShortWeekdays, weekdays } from './logic/weekdays';
export { frequencyLabels, frequencyOptions } from './logic/frequency-options';
export { isTravelMode, travelModeOptions, type TravelMode } from './logic/travel-options';
export {
  createNewWindowValues,
  toWindowBody,
  type EndingType,
  type WindowFormValues,
} from './logic/window-form-values';
export { useAvailabilityWindowsQuery } from './api/get-availability-windows';
export { useCreateAvailabilityWindowMutation } from './api/create-availability-window';
export { useDeleteAvailabilityWindowMutation } from './api/delete-availability-window';
