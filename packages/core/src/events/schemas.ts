// Contracts of the calendar and event calls (spec scheduling-and-social §3 Event, Participant,
// Category; §5 Event modal; §7 Calendar and events; behaviour.md §1 and §6).
import { z } from 'zod';
import { timeZoneField } from '../time/zone-field';
import { recurringPatternSchema, recurringPatternView } from './recurring-pattern';

export const participantStatuses = ['pending', 'accepted', 'declined', 'tentative'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];
export const participantRoles = ['owner', 'participant'] as const;
export const eventSources = ['manual', 'automated', 'assisted', 'suggested'] as const;

/** The seeded categories (GET /api/categories); the personal ones take no participants. */
export const categoryNames = {
  event: 'Event',
  workingHours: 'Working Hours',
  availabilityWindows: 'Availability Windows',
  blocks: 'Blocks',
} as const;
export const personalCategoryNames: readonly string[] = [
  categoryNames.workingHours,
  categoryNames.availabilityWindows,
  categoryNames.blocks,
];

export const eventMessages = {
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  endAfterStart: 'End time must be after start time',
  notFound: 'Event not found',
  categoryUnknown: 'Category not found',
  participantsNotFriends: 'Participants must be your friends',
  personalNoParticipants: 'Personal events cannot have participants',
  onlyOwnerEdits: 'Only the organizer can change this event',
  ownerDoesNotRsvp: 'The organizer does not respond to their own event',
  rsvpNotAllowed: (from: string, to: string) => `You can't change your response from ${from} to ${to}`,
  rangeInvalid: 'start_date and end_date must be dates or instants, end_date after start_date',
  rangeTooLong: 'A range can be at most 100 days',
  tooLong: 'An event can last at most 14 days',
} as const;

const instant = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), requiredMessage)
    .transform((value) => new Date(value).toISOString());

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);

export const eventBody = z
  .object({
    title: z
      .string({ error: eventMessages.titleRequired })
      .trim()
      .min(1, eventMessages.titleRequired)
      .max(200, 'Title must be at most 200 characters'),
    description: optionalText(5000, 'Description'),
    start_time: instant(eventMessages.startRequired),
    end_time: instant(eventMessages.endRequired),
    all_day: z.boolean().default(false),
    timezone: timeZoneField.optional(),
    category_id: z.number({ error: eventMessages.categoryRequired }).int().positive(eventMessages.categoryRequired),
    activity_category_id: optionalId,
    activity_subcategory_id: optionalId,
    location: optionalText(200, 'Location'),
    location_address: optionalText(500, 'Location address'),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .nullish()
      .transform((value) => value ?? null),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .nullish()
      .transform((value) => value ?? null),
    is_recurring: z.boolean().default(false),
    recurring_pattern: recurringPatternSchema.nullish().transform((value) => value ?? null),
    /** Absent on an edit: the participants stay as they are. */
    participant_ids: z
      .array(z.string().max(64))
      .max(100)
      .optional()
      .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
    source: z.enum(eventSources).default('manual'),
  })
  .superRefine((event, ctx) => {
    if (event.end_time <= event.start_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: eventMessages.endAfterStart });
    if (Date.parse(event.end_time) - Date.parse(event.start_time) > 14 * 24 * 3600_000) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: eventMessages.tooLong });
    }
  })
  // A series needs its pattern and a one-off keeps none, so what is stored says what happens.
  .transform((event) => ({
    ...event,
    is_recurring: event.is_recurring && event.recurring_pattern !== null,
    recurring_pattern: event.is_recurring ? event.recurring_pattern : null,
  }));
export type EventBody = z.input<typeof eventBody>;
export type EventInput = z.output<typeof eventBody>;

export const participantView = z.object({
  id: z.string(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Shown only to the person themselves and their friends; null to everyone else on the event. */
  email: z.string().nullable(),
  status: z.enum(participantStatuses),
  role: z.enum(participantRoles),
  needs_reconfirm: z.boolean(),
});
export type ParticipantView = z.infer<typeof participantView>;

export const categoryView = z.object({ id: z.number(), name: z.string(), description: z.string(), color: z.string() });
export type CategoryView = z.infer<typeof categoryView>;

/** The category as an event carries it: what the calendar colours and labels it with. */
export const eventCategoryView = categoryView.pick({ id: true, name: true, color: true });

/**
 * An event as one participant sees it, without the list of who takes part: what a range read
 * answers (GET /api/calendar/events), once per instance of a recurring event. The list comes with
 * the single event (GET /api/calendar/events/{id}), so a month of events stays small and quick.
 */
export const eventSummaryView = z.object({
  id: z.string(),
  /** The instance's start: with `id`, what tells instances of one series apart. */
  instance_start: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  all_day: z.boolean(),
  timezone: z.string(),
  location: z.string().nullable(),
  location_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  category_id: z.number(),
  category: eventCategoryView,
  activity_category_id: z.number().nullable(),
  activity_subcategory_id: z.number().nullable(),
  is_recurring: z.boolean(),
  recurring_pattern: recurringPatternView.nullable(),
  source: z.string(),
  /** `suggested`: planned by the weekly job, seen only by its owner until accepted (behaviour.md §8). */
  status: z.enum(['active', 'cancelled', 'suggested']),
  created_by: z.string(),
  creator: z.object({ first_name: z.string(), last_name: z.string() }),
  /** The viewer's own answer and whether the organizer's change asks them to reconfirm. */
  participant_status: z.enum(participantStatuses),
  needs_reconfirm: z.boolean(),
  /** The viewer organizes it and every other participant is pending, tentative or declined (spec §2: pending styling). */
  awaiting_others: z.boolean(),
  created_at: z.string(),
});
export type EventSummaryView = z.infer<typeof eventSummaryView>;

/**
 * An event with everyone on it: the single event, a save's answer, the invitations waiting for an
 * answer. `reconfirm_changes`: while the viewer is asked to reconfirm, what the organizer changed
 * since they answered, written for them ("Moved from Tue, Dec 1, 6:00 PM to Wed, Dec 2, 7:00 PM",
 * "Place: Lucia → Joe's"); empty otherwise.
 */
export const eventView = eventSummaryView.extend({
  participants: z.array(participantView),
  reconfirm_changes: z.array(z.string()),
});
export type EventView = z.infer<typeof eventView>;

export const eventRangeQuery = z.object({
  start_date: z.string({ error: eventMessages.rangeInvalid }).max(40),
  end_date: z.string({ error: eventMessages.rangeInvalid }).max(40),
});
export const eventIdParams = z.object({ id: z.string().max(64) });
export const eventsResponse = z.object({ events: z.array(eventSummaryView) });
export const eventResponse = z.object({ success: z.literal(true), event: eventView });
export const invitationsResponse = z.object({ invitations: z.array(eventView) });
export const categoriesResponse = z.object({ categories: z.array(categoryView) });
export const eventMessageResponse = z.object({ success: z.literal(true), message: z.string() });

export const rsvpBody = z.object({
  eventId: z.string({ error: eventMessages.notFound }).max(64),
  status: z.enum(['accepted', 'tentative', 'declined'], { error: 'Status must be accepted, tentative or declined' }),
});
export const rsvpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(participantStatuses),
});

/** behaviour.md §6: the answers a participant may move between. */
export const allowedRsvpTransitions: Record<ParticipantStatus, readonly ParticipantStatus[]> = {
  pending: ['accepted', 'tentative', 'declined'],
  tentative: ['accepted', 'declined'],
  accepted: ['declined'],
  declined: ['accepted'],
};
