// The event the assisted flow creates (behaviour.md §9): "Hangtime: {place name}", category Event,
// activity category 1 (Restaurants) with the first chosen type, the chosen friends, the adjusted
// time and the place. Hosting (step 5, or the person's own home offered on step 4):
// "Hangtime: {host}'s place" with no activity, since nobody goes to a restaurant (docs/behaviour.md,
// "Assisted flow"); a group too far apart for one place: "Hangtime: Video call".
import { categoryNames, type CategoryView, type EventBody } from '@hangtime/core/events/schemas';
import { RESTAURANTS_ACTIVITY_CATEGORY } from '@hangtime/core/preferences/activity-categories';
import { flowMessages } from './flow-messages';
import { isHosting, type FlowState } from './flow-state';

const TITLE_PREFIX = 'Hangtime: ';

/** "Ana's place": what a hosted hangout is called and where it is. */
export function hostPlaceName(hostName: string): string {
  return `${hostName.trim()}’s place`;
}

/** The Event category's id among the seeded categories; null until they are read. */
export function findEventCategoryId(categories: readonly CategoryView[] | undefined): number | null {
  return categories?.find((category) => category.name === categoryNames.event)?.id ?? null;
}

/** The create call's body; call it only once `validateStep` passes on the final step. */
export function buildAssistedEventBody(state: FlowState, eventCategoryId: number, timeZone: string): EventBody {
  if (!state.time) throw new Error('The assisted flow creates an event only once a time is chosen');
  const venue = state.venue;
  const isAtHome = isHosting(state) || (!state.isVideoCall && venue?.is_host_location === true);
  const place = state.isVideoCall
    ? // Too far apart for one place (behaviour.md §9): no address, everyone joins from where they are.
      { location: flowMessages.videoCallLocation, location_address: null, latitude: null, longitude: null }
    : isHosting(state)
      ? {
          location: hostPlaceName(state.host.name),
          location_address: state.host.address.trim(),
          latitude: null,
          longitude: null,
        }
      : {
          // The person's own home offered among the venues (`is_host_location`) reads as hosting.
          location:
            venue?.is_host_location && state.host.name.trim() ? hostPlaceName(state.host.name) : (venue?.name ?? null),
          location_address: venue?.address ?? null,
          latitude: venue?.latitude ?? null,
          longitude: venue?.longitude ?? null,
        };
  return {
    title: `${TITLE_PREFIX}${place.location ?? ''}`.slice(0, 200),
    start_time: state.time.start,
    end_time: state.time.end,
    timezone: timeZone,
    category_id: eventCategoryId,
    // At someone's home the plan is the hangout, not a restaurant: no "Activity: Restaurants".
    activity_category_id: isAtHome ? null : RESTAURANTS_ACTIVITY_CATEGORY.id,
    // The event holds one subcategory (the core contract): the first type chosen.
    activity_subcategory_id: isAtHome ? null : (state.subtypeIds[0] ?? null),
    participant_ids: state.friendIds,
    source: 'assisted',
    ...place,
  };
}
