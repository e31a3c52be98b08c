// Contracts of the availability-window calls (spec scheduling-and-social §3, §5, §7; accounts-and-shell
// §5 onboarding form; behaviour.md §5).
import { z } from 'zod';
import { timeZoneField } from '../time/zone-field';
import {
  isEndAfterStart,
  isoDate,
  mondayFirstDay,
  quarterHourTime,
  scheduleMessages,
} from '../validation/schedule-fields';

export const travelModes = ['car', 'rideshare', 'public_transit', 'biking', 'walking'] as const;
export const frequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const endingTypes = ['firm', 'soft'] as const;
export type Frequency = (typeof frequencies)[number];

export const MIN_TRAVEL_MINUTES = 5;
export const MAX_TRAVEL_MINUTES = 120;

export const availabilityMessages = {
  nameRequired: 'Please enter a window name.',
  addressRequired: 'Address is required.',
  endDateRequired: 'A repeating window needs an end date',
  endDateBeforeStart: 'End date must be on or after the start date',
  frequencyRequired: 'Please choose how often the window repeats',
  frequencyInvalid: 'Frequency must be daily, weekly, biweekly or monthly',
  weekdayRequired: 'Please select at least one day',
  travelTime: `Max travel time must be between ${MIN_TRAVEL_MINUTES} and ${MAX_TRAVEL_MINUTES} minutes`,
  travelMode: 'Travel preferences are car, rideshare, public_transit, biking or walking',
  endingType: 'Ending type must be firm or soft',
  instanceDateRequired: 'instance_date is required to change one occurrence',
  instanceDateNotInSeries: 'This window has no occurrence on that date',
  windowNotFound: 'Availability window not found',
  rangeInvalid: 'start_date and end_date must be dates (YYYY-MM-DD), end_date on or after start_date',
  rangeTooLong: 'A range can be at most 100 days',
} as const;

const trimmedText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** The fields of a window as the client sends them; the cross-field rules follow in `withWindowRules`. */
const windowFields = z.object({
  window_name: z
    .string({ error: availabilityMessages.nameRequired })
    .trim()
    .min(1, availabilityMessages.nameRequired)
    .max(100, 'Window name must be at most 100 characters'),
  start_time: quarterHourTime,
  end_time: quarterHourTime,
  timezone: timeZoneField.optional(),
  location: trimmedText(200, 'Location')
    .nullish()
    .transform((value) => value || null),
  address: z
    .string({ error: availabilityMessages.addressRequired })
    .trim()
    .min(1, availabilityMessages.addressRequired)
    .max(500, 'Address must be at most 500 characters'),
  location_id: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  travel_preferences: z
    .array(z.enum(travelModes, { error: availabilityMessages.travelMode }))
    .max(travelModes.length)
    .default([])
    .transform((modes) => [...new Set(modes)]),
  max_travel_time_minutes: z
    .number({ error: availabilityMessages.travelTime })
    .int(availabilityMessages.travelTime)
    .min(MIN_TRAVEL_MINUTES, availabilityMessages.travelTime)
    .max(MAX_TRAVEL_MINUTES, availabilityMessages.travelTime)
    .default(30),
  ending_type: z.enum(endingTypes, { error: availabilityMessages.endingType }).default('firm'),
  start_date: isoDate(scheduleMessages.startDateRequired),
  end_date: z
    .union([isoDate(), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  is_repeating: z.boolean().default(false),
  frequency: z
    // The union's own message: without it a value outside the list reads "Invalid input".
    .union([z.enum(frequencies), z.literal(''), z.null()], { error: availabilityMessages.frequencyInvalid })
    .optional()
    .transform((value) => value || null),
  days_of_week: z
    .array(mondayFirstDay)
    .max(7)
    .default([])
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
});

type WindowFields = z.output<typeof windowFields>;

/** The rules between fields (behaviour.md §5, spec §5), each reported on the field a person fixes. */
function checkWindowRules(window: WindowFields, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!isEndAfterStart(window.start_time, window.end_time)) problem('end_time', scheduleMessages.endAfterStart);
  if (!window.is_repeating) return;
  if (!window.end_date) problem('end_date', availabilityMessages.endDateRequired);
  else if (window.end_date < window.start_date) problem('end_date', availabilityMessages.endDateBeforeStart);
  if (!window.frequency) problem('frequency', availabilityMessages.frequencyRequired);
  else if (window.frequency !== 'daily' && window.days_of_week.length === 0) {
    problem('days_of_week', availabilityMessages.weekdayRequired);
  }
}

/** A one-time window keeps no repetition fields, so what is stored says what happens. */
function normaliseWindow(window: WindowFields) {
  return window.is_repeating ? window : { ...window, end_date: null, frequency: null, days_of_week: [] as number[] };
}

export const availabilityWindowBody = windowFields.superRefine(checkWindowRules).transform(normaliseWindow);
export type AvailabilityWindowBody = z.input<typeof availabilityWindowBody>;
export type AvailabilityWindowInput = z.output<typeof availabilityWindowBody>;

/** One date of a series moved to other times (PUT with `update_instance` and `instance_date`). */
const instanceChange = z
  .object({
    instance_date: isoDate(availabilityMessages.instanceDateRequired),
    start_time: quarterHourTime,
    end_time: quarterHourTime,
  })
  .refine((body) => isEndAfterStart(body.start_time, body.end_time), {
    path: ['end_time'],
    message: scheduleMessages.endAfterStart,
  });

/**
 * PUT: the whole series (`update_all`, the default), or one date of it (`update_instance` with
 * `instance_date`: only its start_time and end_time are taken, stored as that date's exception).
 */
export const updateAvailabilityWindowBody = z
  .looseObject({ update_all: z.boolean().optional(), update_instance: z.boolean().optional() })
  .transform((body, ctx) => {
    const parsed = body.update_instance ? instanceChange.safeParse(body) : availabilityWindowBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return 'instance_date' in parsed.data
      ? { kind: 'instance' as const, ...parsed.data }
      : { kind: 'series' as const, window: parsed.data };
  });
export type UpdateAvailabilityWindowBody = z.input<typeof updateAvailabilityWindowBody>;

export const windowIdParams = z.object({ id: z.string().max(64) });
export const deleteWindowQuery = z.object({ instance_date: isoDate().optional() });

export const availabilityWindow = z.object({
  id: z.string(),
  window_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  location: z.string().nullable(),
  address: z.string(),
  location_id: z.string().nullable(),
  travel_preferences: z.array(z.enum(travelModes)),
  max_travel_time_minutes: z.number(),
  ending_type: z.enum(endingTypes),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_repeating: z.boolean(),
  frequency: z.enum(frequencies).nullable(),
  days_of_week: z.array(z.number()),
  exceptions: z.array(
    z.object({
      date: z.string(),
      cancelled: z.boolean(),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
    }),
  ),
});
export type AvailabilityWindow = z.infer<typeof availabilityWindow>;

export const availabilityWindowsResponse = z.object({ availability_windows: z.array(availabilityWindow) });
export const availabilityWindowResponse = z.object({
  success: z.literal(true),
  availability_window: availabilityWindow,
});
export const windowDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

export const occurrenceRangeQuery = z.object({
  start_date: isoDate(availabilityMessages.rangeInvalid),
  end_date: isoDate(availabilityMessages.rangeInvalid),
});

export const windowOccurrence = z.object({
  window_id: z.string(),
  window_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  is_recurring: z.boolean(),
  date: z.string(),
});
export type WindowOccurrence = z.infer<typeof windowOccurrence>;

export const occurrencesResponse = z.object({ occurrences: z.array(windowOccurrence) });
export const validationResponse = z.object({ valid_count: z.number() });
