// A regular group's hangout for one period (behaviour.md "Regular hangouts (issue 26)"): the time
// that suits the organizer and those friends best in the period (core's fair-turns), leaning toward
// who got the least convenient time lately, and the venue of the hangout's activity, leaning toward
// who travelled furthest. What is kept from the hangout: title, category, activity, place, length.
import { eventBody, type EventInput, type EventView } from '@hangtime/core/events/schemas';
import {
  chooseGroupTime,
  leastConvenientOf,
  travelledFurthestOf,
  type Spared,
} from '@hangtime/core/regulars/fair-turns';
import { findTimeTogether } from '@hangtime/core/scheduling/shared-slots';
import { MAX_HANGOUT_MS, MIN_HANGOUT_MS, LEAD_TIME_MS } from '@hangtime/core/scheduling/hangout-plan';
import { PlacesUnavailableError } from '../places';
import { loadPeopleFreeTime } from './free-time';
import type { VenueChooser } from './place';
import type { SchedulingRepository } from './repository';

/** What a regular keeps of its hangout. */
export type GroupHangout = Pick<
  EventView,
  | 'title'
  | 'description'
  | 'category_id'
  | 'activity_category_id'
  | 'activity_subcategory_id'
  | 'start_time'
  | 'end_time'
  | 'location'
  | 'location_address'
  | 'latitude'
  | 'longitude'
>;

export type GroupPlanRequest = {
  organizerId: string;
  /** The group's friends; those who are no longer the organizer's friends drop out. */
  memberIds: readonly string[];
  period: { start: number; end: number };
  hangout: GroupHangout;
  spare: { time: Spared; travel: Spared };
};

export type GroupPlan = {
  input: EventInput;
  timezone: string;
  inviteeIds: string[];
  /** First names of the organizer and the friends, for the explanation. */
  names: Map<string, string>;
  leastConvenient: string[];
  furthest: string[];
  /** Whether leaning toward the spared changed the time, or the venue (null: no venue was chosen). */
  leaned: { time: boolean; travel: boolean | null };
};

type Trip = { user_id: string; minutes: number };
type Venue = { name: string; address: string | null; latitude: number; longitude: number; trips?: Trip[] };

const longestOf = (trips: readonly Trip[] = [], ids: readonly string[]) =>
  Math.max(0, ...trips.filter((trip) => ids.includes(trip.user_id)).map((trip) => trip.minutes));

export function createGroupPlanner(deps: { repository: SchedulingRepository; venues: VenueChooser; now: () => Date }) {
  const { repository, venues } = deps;

  /** The activity's venue, leaning toward `spare`; null when there is none, or the search is down. */
  async function chooseVenue(request: Parameters<VenueChooser['chooseVenue']>[0]): Promise<Venue | null> {
    try {
      const choice = await venues.chooseVenue(request);
      return choice.venue;
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return null;
      throw error;
    }
  }

  return {
    /** The group's hangout in the period, or null when the organizer and none of the friends share a time. */
    async plan(request: GroupPlanRequest): Promise<GroupPlan | null> {
      const organizer = await repository.findPerson(request.organizerId);
      if (!organizer) return null;
      const earliest = Math.max(request.period.start, deps.now().getTime() + LEAD_TIME_MS);
      if (earliest >= request.period.end) return null;
      const people = await loadPeopleFreeTime(repository, organizer, new Date(earliest), new Date(request.period.end));
      const members = people.friends.filter((friend) => request.memberIds.includes(friend.id));
      const { candidates } = findTimeTogether(
        people.free.get(organizer.id) ?? [],
        members.map((friend) => ({ id: friend.id, free: people.free.get(friend.id) ?? [] })),
      );
      const { hangout, spare } = request;
      const length = Date.parse(hangout.end_time) - Date.parse(hangout.start_time);
      const { chosen, plain } = chooseGroupTime({
        candidates,
        callerId: organizer.id,
        memberIds: members.map((friend) => friend.id),
        free: people.free,
        zones: new Map([organizer, ...members].map((person) => [person.id, person.timezone])),
        lengthMs: Math.min(MAX_HANGOUT_MS, Math.max(MIN_HANGOUT_MS, length)),
        earliest,
        spare: spare.time.ids,
      });
      if (!chosen) return null;
      const slot = { start: new Date(chosen.start), end: new Date(chosen.end) };
      const subcategoryId = hangout.activity_subcategory_id;
      let venue: Venue | null = null;
      let leanedTravel: boolean | null = null;
      if (subcategoryId !== null) {
        // Placed once for both searches (leaning toward the spared, and not): five reads each otherwise.
        const place = { callerId: organizer.id, inviteeIds: chosen.inviteeIds, slot };
        const request = { ...place, subcategoryId, group: await venues.placeRequest(place) };
        venue = await chooseVenue({ ...request, spare: spare.travel.ids });
        if (venue && spare.travel.ids.length > 0) {
          const unleaned = await chooseVenue(request);
          leanedTravel =
            unleaned !== null && longestOf(venue.trips, spare.travel.ids) < longestOf(unleaned.trips, spare.travel.ids);
        }
      }
      const input: EventInput = eventBody.parse({
        title: hangout.title,
        description: hangout.description,
        start_time: slot.start.toISOString(),
        end_time: slot.end.toISOString(),
        timezone: organizer.timezone,
        category_id: hangout.category_id,
        activity_category_id: hangout.activity_category_id,
        activity_subcategory_id: subcategoryId,
        location: venue ? venue.name : hangout.location,
        location_address: venue ? venue.address : hangout.location_address,
        latitude: venue ? venue.latitude : hangout.latitude,
        longitude: venue ? venue.longitude : hangout.longitude,
        participant_ids: chosen.inviteeIds,
        source: 'suggested',
      });
      return {
        input,
        timezone: organizer.timezone,
        inviteeIds: chosen.inviteeIds,
        names: new Map([organizer, ...members].map((person) => [person.id, person.first_name])),
        leastConvenient: leastConvenientOf(chosen.comfort),
        furthest: travelledFurthestOf(venue?.trips ?? []),
        leaned: { time: plain !== null && plain.start !== chosen.start, travel: leanedTravel },
      };
    },
  };
}

export type GroupPlanner = ReturnType<typeof createGroupPlanner>;
