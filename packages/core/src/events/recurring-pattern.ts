// The event form's recurring pattern (spec scheduling-and-social §3 Recurring pattern), shared by the
// contracts and the recurrence expander. Weekdays here are 0 = Sunday … 6 = Saturday (the event
// form's numbering; availability windows count from Monday).
import { z } from 'zod';
import { isIsoDate } from '../validation/age';

export const recurrenceTypes = ['weekly', 'monthly', 'yearly'] as const;

export const recurrenceMessages = {
  type: 'Recurrence must be weekly, monthly or yearly',
  interval: 'Repeat every must be at least 1',
  occurrences: 'Number of occurrences must be at least 1',
  endDate: 'Please enter a valid end date',
  weekday: 'Weekdays are numbered 0 (Sunday) to 6 (Saturday)',
  dayOfMonth: 'Day of month must be between 1 and 31',
  weekOfMonth: 'Week of month must be 1 to 4, or -1 for the last week',
  monthlyRule: 'A monthly event repeats on a day of the month or on a weekday of a week',
} as const;

const sundayFirstDay = z
  .number({ error: recurrenceMessages.weekday })
  .int(recurrenceMessages.weekday)
  .min(0, recurrenceMessages.weekday)
  .max(6, recurrenceMessages.weekday);

export const recurringPatternSchema = z
  .object({
    recurrence_type: z.enum(recurrenceTypes, { error: recurrenceMessages.type }),
    interval: z
      .number({ error: recurrenceMessages.interval })
      .int(recurrenceMessages.interval)
      .min(1, recurrenceMessages.interval)
      .max(99)
      .default(1),
    /** Inclusive last date, in the event's time zone. */
    end_date: z
      .string()
      .refine(isIsoDate, recurrenceMessages.endDate)
      .nullish()
      .transform((value) => value ?? null),
    end_occurrences: z
      .number({ error: recurrenceMessages.occurrences })
      .int(recurrenceMessages.occurrences)
      .min(1, recurrenceMessages.occurrences)
      .max(999)
      .nullish()
      .transform((value) => value ?? null),
    days_of_week: z
      .array(sundayFirstDay)
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    day_of_month: z
      .number({ error: recurrenceMessages.dayOfMonth })
      .int(recurrenceMessages.dayOfMonth)
      .min(1, recurrenceMessages.dayOfMonth)
      .max(31, recurrenceMessages.dayOfMonth)
      .nullish()
      .transform((value) => value ?? null),
    /** 1–4, or -1 for the last week; with day_of_week_monthly: "the 2nd Tuesday". */
    week_of_month: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
        error: recurrenceMessages.weekOfMonth,
      })
      .nullish()
      .transform((value) => value ?? null),
    day_of_week_monthly: sundayFirstDay.nullish().transform((value) => value ?? null),
  })
  .refine(
    (pattern) =>
      pattern.recurrence_type !== 'monthly' || pattern.day_of_month === null || pattern.week_of_month === null,
    { path: ['day_of_month'], message: recurrenceMessages.monthlyRule },
  )
  .refine(
    (pattern) =>
      (pattern.week_of_month === null) === (pattern.day_of_week_monthly === null) ||
      pattern.recurrence_type !== 'monthly',
    { path: ['week_of_month'], message: recurrenceMessages.monthlyRule },
  );

export type RecurringPattern = z.output<typeof recurringPatternSchema>;

/** The stored pattern as answers carry it (no transforms: response schemas only describe). */
export const recurringPatternView = z.object({
  recurrence_type: z.enum(recurrenceTypes),
  interval: z.number(),
  end_date: z.string().nullable(),
  end_occurrences: z.number().nullable(),
  days_of_week: z.array(z.number()),
  day_of_month: z.number().nullable(),
  week_of_month: z.number().nullable(),
  day_of_week_monthly: z.number().nullable(),
});
