// What other features may use of availability windows: the pieces working hours shares with them.
export { TimeRangeFields } from './components/time-range-fields';
export { quarterHourOptions, quarterHourTimes } from './logic/time-options';
export { getWeekdayName, weekdays } from './logic/weekdays';
