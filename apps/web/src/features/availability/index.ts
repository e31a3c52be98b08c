// What other features may use of availability windows: the pieces working hours shares with them.
export { TimeRangeFields } from './components/time-range-fields';
export { quarterHourOptions, quarterHourTimes } from './logic/time-options';
export { getWeekdayName, weekdays } from './logic/weekdays';
export { useAvailabilityWindowsQuery } from './api/get-availability-windows';
export { useCreateAvailabilityWindowMutation } from './api/create-availability-window';
export { useDeleteAvailabilityWindowMutation } from './api/delete-availability-window';
