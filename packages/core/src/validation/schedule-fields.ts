// Field rules shared by availability windows and working hours: wall-clock times and dates.
import { z } from 'zod';
import { isIsoDate } from './age';

export const scheduleMessages = {
  timeInvalid: 'Times must be on the quarter hour (HH:MM, minutes 00, 15, 30 or 45)',
  endAfterStart: 'End time must be after start time',
  dateInvalid: 'Please enter a valid date',
  startDateRequired: 'Start date is required',
  dayOfWeekInvalid: 'Days are numbered 0 (Monday) to 6 (Sunday)',
} as const;

const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** `HH:MM` on a 15-minute step (spec: times in 15-minute steps); `HH:MM:SS` with :00 is accepted. */
export const quarterHourTime = z
  .string({ error: scheduleMessages.timeInvalid })
  .trim()
  .transform((value) => (/^\d\d:\d\d:00$/.test(value) ? value.slice(0, 5) : value))
  .refine((value) => QUARTER_HOUR.test(value), scheduleMessages.timeInvalid);

export const isoDate = (requiredMessage: string = scheduleMessages.dateInvalid) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isIsoDate, scheduleMessages.dateInvalid);

/** 0 = Monday … 6 = Sunday (spec: availability windows and working hours). */
export const mondayFirstDay = z.number({ error: scheduleMessages.dayOfWeekInvalid }).int().min(0).max(6);

export const isEndAfterStart = (start: string, end: string) => end > start;
