// Contracts of the scheduling calls (spec scheduling-and-social §3 Time slot; §7 find-us-time and
// automated-hangtime; behaviour.md §8): when friends are free together, and Hangtime Now!.
import { z } from 'zod';
import { eventView } from '../events/schemas';
import { isoDate } from '../validation/schedule-fields';
import { isInSupportedYears } from '../validation/supported-years';

export const schedulingMessages = {
  referenceDateInvalid: 'reference_date must be a date (YYYY-MM-DD)',
  noSuitableTime: 'No suitable time found for you and your friends',
  findTimeFailed: 'Failed to find available time',
  automatedFailed: 'Automated Hangtime failed',
  automatedCreateFailed: 'Failed to create automated event',
  suggestedCreateFailed: 'Failed to create suggested event',
  eventNotFound: 'Event not found',
  tooManyHangouts: 'You have planned many hangouts in the last hour. Please try again later.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
} as const;

export const findUsTimeBody = z
  .object({
    reference_date: isoDate(schedulingMessages.referenceDateInvalid)
      .refine(isInSupportedYears, schedulingMessages.referenceDateInvalid)
      .nullish(),
  })
  .strict()
  .default({});
export type FindUsTimeBody = z.input<typeof findUsTimeBody>;

/**
 * A slot (behaviour.md §8): a maximal candidate no other beats, at least an hour of whole quarters
 * in which the caller and every friend listed are free throughout.
 */
export const timeSlotView = z.object({
  /** The caller's local date of the start. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  available_friend_ids: z.array(z.string()),
  /** "First Last", in the order of `available_friend_ids`. */
  available_friends: z.array(z.string()),
  friend_count: z.number().int(),
  total_friends: z.number().int(),
});
export type TimeSlotView = z.infer<typeof timeSlotView>;

/** For the overlay: a maximal stretch, of any length, in which one unchanging set of friends is free. */
export const freeTogetherView = z.object({
  start_time: z.string(),
  end_time: z.string(),
  available_friend_ids: z.array(z.string()),
  /** "First Last", in the order of `available_friend_ids`. */
  available_friends: z.array(z.string()),
  friend_count: z.number().int(),
});
export type FreeTogetherView = z.infer<typeof freeTogetherView>;

export const findUsTimeResponse = z.object({
  success: z.literal(true),
  time_slots: z.array(timeSlotView),
  free_together: z.array(freeTogetherView),
});
export type FindUsTimeResponse = z.infer<typeof findUsTimeResponse>;

export const automatedHangtimeBody = z
  .object({ event_id: z.string().max(64).nullish() })
  .strict()
  .default({});
export type AutomatedHangtimeBody = z.input<typeof automatedHangtimeBody>;

export const automatedHangtimeResponse = z.object({
  success: z.literal(true),
  data: z.object({
    success: z.literal(true),
    event: eventView,
    /** Why this time, these friends, this activity and this place, in a person's words. */
    explanation: z.string(),
  }),
});
export type AutomatedHangtimeResponse = z.infer<typeof automatedHangtimeResponse>;

/** What would help when nothing is feasible: the Availability screen, the Friends screen, or neither. */
export const noSuitableTimeFix = z.enum(['availability', 'friends']).nullable();
export type NoSuitableTimeFix = z.infer<typeof noSuitableTimeFix>;

/**
 * The 422 of Hangtime Now! when nothing is feasible: the spec's error and code, and (ours) why in
 * words a person can act on and where to fix it.
 */
export const noSuitableTimeResponse = z.object({
  success: z.literal(false),
  error: z.literal(schedulingMessages.noSuitableTime),
  code: z.literal('NO_SUITABLE_TIME'),
  reason: z.string().optional(),
  fix: noSuitableTimeFix.optional(),
});

/**
 * A hangout the weekly job planned for one person (behaviour.md §8, "Suggestions"): an event in
 * state `suggested`, seen only by its owner, with the friends it would invite. Not in the spec's
 * call list; the calls are ours: GET/accept/reject under /api/suggestions/{id}.
 */
export const suggestionView = z.object({
  event: eventView,
  invited_friends: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
  invited_count: z.number().int(),
});
export type SuggestionView = z.infer<typeof suggestionView>;

export const suggestionIdParams = z.object({ id: z.string().max(64) });
export const suggestionResponse = z.object({ success: z.literal(true), suggestion: suggestionView });

/** The Suggested Event modal's editable fields; what is left out keeps the suggestion's value. */
export const acceptSuggestionBody = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters').optional(),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters').nullish(),
    start_time: z.iso.datetime({ offset: true, error: 'Start time is required' }).optional(),
    end_time: z.iso.datetime({ offset: true, error: 'End time is required' }).optional(),
    location: z.string().trim().max(200, 'Location must be at most 200 characters').nullish(),
    location_address: z.string().trim().max(500, 'Location address must be at most 500 characters').nullish(),
    category_id: z.number().int().positive().optional(),
    activity_category_id: z.number().int().positive().nullish(),
    activity_subcategory_id: z.number().int().positive().nullish(),
  })
  .default({});
export type AcceptSuggestionBody = z.input<typeof acceptSuggestionBody>;

export const suggestionRejectResponse = z.object({ success: z.literal(true), message: z.string() });
