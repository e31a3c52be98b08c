// Contracts of the working-hours calls (spec scheduling-and-social §3 Working hours entry, §7;
// behaviour.md §5): busy time, weekly on a weekday or once on a date, in the user's time zone.
import { z } from 'zod';
import {
  isEndAfterStart,
  isoDate,
  mondayFirstDay,
  quarterHourTime,
  scheduleMessages,
} from '../validation/schedule-fields';

export const workingHoursMessages = {
  dayRequired: 'Please choose a day of the week',
  dateRequired: 'Please choose a date',
  notFound: 'Working hours not found',
  instanceDateRequired: 'instance_date is required to change one occurrence',
  instanceDateNotInSeries: 'These working hours do not fall on that date',
  timesRequired: 'Start and end times are required unless the date is cancelled',
} as const;

export const DEFAULT_BLOCK_NAME = 'Working Hours';

/** The fields of one entry, before the checks that tie them together. */
const workingHoursFields = z.object({
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
});
type WorkingHoursFields = z.output<typeof workingHoursFields>;

/** Times in order, and a weekly entry on some weekday (`hasDay`), a dated one on a date. */
function checkEntry(entry: WorkingHoursFields, hasDay: boolean, dayPath: string, ctx: z.RefinementCtx) {
  if (!isEndAfterStart(entry.start_time, entry.end_time)) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: scheduleMessages.endAfterStart });
  }
  if (entry.is_recurring && !hasDay) {
    ctx.addIssue({ code: 'custom', path: [dayPath], message: workingHoursMessages.dayRequired });
  }
  if (!entry.is_recurring && entry.date === null) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: workingHoursMessages.dateRequired });
  }
}

// A weekly entry has no date and a dated one no weekday, so what is stored says what happens.
const storedShape = (entry: WorkingHoursFields) =>
  entry.is_recurring ? { ...entry, date: null } : { ...entry, day_of_week: null };

/** One entry: the body of PUT, and of POST without `days_of_week`. */
export const workingHoursBody = workingHoursFields
  .superRefine((entry, ctx) => checkEntry(entry, entry.day_of_week !== null, 'day_of_week', ctx))
  .transform(storedShape);
export type WorkingHoursBody = z.input<typeof workingHoursBody>;
export type WorkingHoursInput = z.output<typeof workingHoursBody>;

/**
 * POST: one entry, or the same hours on several weekdays at once with `days_of_week` (issue 23:
 * Mon–Fri from the event form saved Monday only). The days are stored as one entry each, all or
 * none; with `day_of_week` too, that day is one of them. A one-time entry ignores both.
 */
export const createWorkingHoursBody = workingHoursFields
  // No length limit of its own: the days are a set, so at most seven entries come of it.
  .extend({ days_of_week: z.array(mondayFirstDay).optional() })
  .superRefine(({ days_of_week: days, ...entry }, ctx) => {
    // An empty list is a choice of no days: named on its own field, not on day_of_week.
    const dayPath = days !== undefined && entry.day_of_week === null ? 'days_of_week' : 'day_of_week';
    checkEntry(entry, entry.day_of_week !== null || (days?.length ?? 0) > 0, dayPath, ctx);
  })
  .transform(({ days_of_week: days = [], ...entry }) => {
    if (!entry.is_recurring) return [storedShape(entry)];
    const chosen = new Set(entry.day_of_week === null ? days : [...days, entry.day_of_week]);
    return [...chosen].sort((a, b) => a - b).map((day) => storedShape({ ...entry, day_of_week: day }));
  });
export type CreateWorkingHoursBody = z.input<typeof createWorkingHoursBody>;

/**
 * One date of a weekly entry changed on its own (PUT with `update_instance` and `instance_date`):
 * new times for that date, or `cancelled: true` (no work that day). Kept as that date's exception.
 */
const instanceChange = z
  .object({
    instance_date: isoDate(workingHoursMessages.instanceDateRequired),
    cancelled: z.boolean().default(false),
    start_time: quarterHourTime.optional(),
    end_time: quarterHourTime.optional(),
  })
  .superRefine((change, ctx) => {
    if (change.cancelled) return;
    if (change.start_time === undefined || change.end_time === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [change.start_time === undefined ? 'start_time' : 'end_time'],
        message: workingHoursMessages.timesRequired,
      });
    } else if (!isEndAfterStart(change.start_time, change.end_time)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: scheduleMessages.endAfterStart });
    }
  })
  // A cancelled date keeps no times, so what is stored says what happens.
  .transform((change) =>
    change.cancelled
      ? { instance_date: change.instance_date, cancelled: true, start_time: null, end_time: null }
      : {
          instance_date: change.instance_date,
          cancelled: false,
          start_time: change.start_time ?? null,
          end_time: change.end_time ?? null,
        },
  );
export type WorkingHoursInstanceChange = z.output<typeof instanceChange>;

/**
 * PUT: the whole entry (`update_all`, the default), or one date of a weekly entry (`update_instance`
 * with `instance_date`: only start_time, end_time or cancelled are taken).
 */
export const updateWorkingHoursBody = z
  .looseObject({ update_all: z.boolean().optional(), update_instance: z.boolean().optional() })
  .transform((body, ctx) => {
    const parsed = body.update_instance ? instanceChange.safeParse(body) : workingHoursBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return 'instance_date' in parsed.data
      ? { kind: 'instance' as const, change: parsed.data }
      : { kind: 'series' as const, entry: parsed.data };
  });
export type UpdateWorkingHoursBody = z.input<typeof updateWorkingHoursBody>;

export const deleteWorkingHoursQuery = z.object({ instance_date: isoDate().optional() });

export const workingHoursException = z.object({
  date: z.string(),
  cancelled: z.boolean(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type WorkingHoursExceptionView = z.infer<typeof workingHoursException>;

export const workingHoursEntry = z.object({
  id: z.string(),
  block_name: z.string(),
  is_recurring: z.boolean(),
  day_of_week: z.number().nullable(),
  date: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  /** The owner's one-date changes of a weekly entry (never shown to anyone else). */
  exceptions: z.array(workingHoursException),
});
export type WorkingHoursEntry = z.infer<typeof workingHoursEntry>;

export const workingHoursIdParams = z.object({ id: z.string().max(64) });
export const workingHoursListResponse = z.object({ working_hours: z.array(workingHoursEntry) });
export const workingHoursEntryResponse = z.object({ success: z.literal(true), working_hours: workingHoursEntry });
/** POST's answer: `working_hours` is the first entry made (the one of a single-day body), `created` all of them. */
export const workingHoursCreatedResponse = workingHoursEntryResponse.extend({ created: z.array(workingHoursEntry) });
export const workingHoursDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
