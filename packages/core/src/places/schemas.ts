// Contracts of the "what and where" calls (spec scheduling-and-social: Restaurant subtype and
// Restaurant location entities, assisted flow; behaviour.md §9): which restaurant types a group
// likes, and the fairest open venues for a slot.
import { z } from 'zod';
import { travelModes } from '../availability/schemas';

export const placesMessages = {
  preferencesFailed: 'Failed to get restaurant preferences',
  locationsFailed: 'Failed to find locations',
  userIdsInvalid: 'user_ids must be a list of at most 20 user ids',
  subtypeIdsInvalid: 'subtype_ids must be a list of at most 50 subtype ids',
  timeSlotRequired: 'time_slot with start_time and end_time is required',
  timeSlotInvalid:
    'time_slot.start_time and time_slot.end_time must be instants, end after start, at most 24 hours apart',
  friendNotFound: 'Friend not found',
  tooManySearches: 'You have searched for places many times in the last hour. Please try again later.',
} as const;

const userIds = z
  .array(z.string({ error: placesMessages.userIdsInvalid }).max(64, placesMessages.userIdsInvalid), {
    error: placesMessages.userIdsInvalid,
  })
  .max(20, placesMessages.userIdsInvalid);

export const restaurantSubtypesBody = z
  .object({ user_ids: userIds.optional().transform((ids) => (ids ? [...new Set(ids)] : [])) })
  .strict()
  .default({ user_ids: [] });
export type RestaurantSubtypesBody = z.input<typeof restaurantSubtypesBody>;

/** A Restaurants subcategory and how many of the group like it. */
export const restaurantSubtypeView = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbs_up_count: z.number().int(),
});
export type RestaurantSubtypeView = z.infer<typeof restaurantSubtypeView>;

export const restaurantSubtypesResponse = z.object({
  success: z.literal(true),
  restaurant_subtypes: z.array(restaurantSubtypeView),
});
export type RestaurantSubtypesResponse = z.infer<typeof restaurantSubtypesResponse>;

const slotInstant = z
  .string({ error: placesMessages.timeSlotInvalid })
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
    placesMessages.timeSlotInvalid,
  )
  .transform((value) => new Date(value).toISOString());

export const timeSlotBody = z
  .object({ start_time: slotInstant, end_time: slotInstant }, { error: placesMessages.timeSlotRequired })
  .refine(
    (slot) =>
      slot.end_time > slot.start_time && Date.parse(slot.end_time) - Date.parse(slot.start_time) <= 24 * 3600_000,
    placesMessages.timeSlotInvalid,
  );

export const findLocationsBody = z
  .object({
    /** The friends going (the caller always is). */
    user_ids: userIds.transform((ids) => [...new Set(ids)]),
    /** Restaurants subcategory ids; empty means any restaurant nobody dislikes. */
    subtype_ids: z
      .array(
        z
          .number({ error: placesMessages.subtypeIdsInvalid })
          .int(placesMessages.subtypeIdsInvalid)
          .positive(placesMessages.subtypeIdsInvalid),
        {
          error: placesMessages.subtypeIdsInvalid,
        },
      )
      .max(50, placesMessages.subtypeIdsInvalid)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    time_slot: timeSlotBody,
  })
  .strict();
export type FindLocationsBody = z.input<typeof findLocationsBody>;

// The modes of an availability window's travel_preferences.
export { travelModes };
export type TravelMode = (typeof travelModes)[number];

/** One person's trip to a venue: the fastest of their travel preferences. */
export const travelTimeView = z.object({
  user_id: z.string(),
  first_name: z.string(),
  minutes: z.number().int(),
  mode: z.enum(travelModes),
});
export type TravelTimeView = z.infer<typeof travelTimeView>;

/** The spec's Restaurant location entity, plus each person's travel time. */
export const restaurantLocationView = z.object({
  /** The OpenStreetMap element, `node/123` or `way/456`. */
  id: z.string(),
  /** Same as `id` (the spec's entity names both). */
  place_id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Names of the Restaurants subcategories the venue serves, e.g. ["Pizza", "Italian"]. */
  subtypes: z.array(z.string()),
  /** The worst of `travel_times` (fairness); null when no participant could be placed. */
  travel_time_minutes: z.number().int().nullable(),
  travel_times: z.array(travelTimeView),
  /** Metres from the participants' centre. */
  distance: z.number().int(),
  /** OSM `wheelchair`: yes 1, limited 0.5, no 0, unknown null. */
  accessibility_score: z.number().nullable(),
  rating: z.number().nullable(),
  price_level: z.number().int().nullable(),
  /** The OSM `opening_hours` text, or null when unknown. */
  opening_hours: z.string().nullable(),
  business_status: z.string(),
  is_host_location: z.boolean(),
  /** Set on the fallback venues only: why this one was offered instead. */
  alternative_reason: z.string().nullable(),
});
export type RestaurantLocationView = z.infer<typeof restaurantLocationView>;

const participantRef = z.object({ user_id: z.string(), first_name: z.string() });

/** Why `locations` is empty when the server can say: the group is too far apart for one place. */
export const findLocationsReasons = ['too_far_apart'] as const;

export const findLocationsResponse = z.object({
  success: z.literal(true),
  locations: z.array(restaurantLocationView),
  /** Participants with no origin for the slot (no covering window location, no default location). */
  unplaced_participants: z.array(participantRef),
  /** Set with an empty `locations` when no place is within twice the strictest limit of everyone; else null. */
  reason: z.enum(findLocationsReasons).nullable(),
  /** With `too_far_apart`: the participants furthest from the rest (all of them when two); else empty. */
  furthest_participants: z.array(participantRef),
  /** 'estimate' (straight line × detour factor) or 'routing' (a routing service): the UI labels estimates. */
  travel_time_source: z.enum(['estimate', 'routing']),
});
export type FindLocationsResponse = z.infer<typeof findLocationsResponse>;
