// Contracts of the working-hours calls (spec scheduling-and-social §3 Working hours entry, §7;
// behaviour.md §5): busy time, weekly on a weekday or once on a date, in the user's time zone.
import { z } from 'zod';
import { isEndAfterStart, isoDate, mondayFirstDay, quarterHourTime, scheduleMessages } from '../validation/schedule-fields';

export const workingHoursMessages = {
  dayRequired: 'Please choose a day of the week',
  dateRequired: 'Please choose a date',
  notFound: 'Working hours not found',
} as const;

export const DEFAULT_BLOCK_NAME = 'Working Hours';

export const workingHoursBody = z
  .object({
    block_name: z
      .string()
      .trim()
      .max(100, 'Block name must be at most 100 characters')
      .nullish()
      .transform((value) => value || DEFAULT_BLOCK_NAME),
    is_recurring: z.boolean().default(true),
    day_of_week: mondayFirstDay.nullish().transform((value) => value ?? null),
    date: z
      .union([isoDate(), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    start_time: quarterHourTime,
    end_time: quarterHourTime,
  })
  .superRefine((entry, ctx) => {
    if (!isEndAfterStart(entry.start_time, entry.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: scheduleMessages.endAfterStart });
    }
    if (entry.is_recurring && entry.day_of_week === null) {
      ctx.addIssue({ code: 'custom', path: ['day_of_week'], message: workingHoursMessages.dayRequired });
    }
    if (!entry.is_recurring && entry.date === null) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: workingHoursMessages.dateRequired });
    }
  })
  // A weekly entry has no date and a dated one no weekday, so what is stored says what happens.
  .transform((entry) => (entry.is_recurring ? { ...entry, date: null } : { ...entry, day_of_week: null }));
export type WorkingHoursBody = z.input<typeof workingHoursBody>;
export type WorkingHoursInput = z.output<typeof workingHoursBody>;

export const workingHoursEntry = z.object({
  id: z.string(),
  block_name: z.string(),
  is_recurring: z.boolean(),
  day_of_week: z.number().nullable(),
  date: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
});
export type WorkingHoursEntry = z.infer<typeof workingHoursEntry>;

export const workingHoursIdParams = z.object({ id: z.string().max(64) });
export const workingHoursListResponse = z.object({ working_hours: z.array(workingHoursEntry) });
export const workingHoursEntryResponse = z.object({ success: z.literal(true), working_hours: workingHoursEntry });
export const workingHoursDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
