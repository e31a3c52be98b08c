// Answers of the places calls for the assisted flow's tests, in the shapes of the core contracts.
import type {
  FindLocationsResponse,
  RestaurantLocationView,
  RestaurantSubtypeView,
} from '@hangtime/core/places/schemas';

export function makeVenue(overrides: Partial<RestaurantLocationView> = {}): RestaurantLocationView {
  return {
    id: 'node/1',
    place_id: 'node/1',
    name: 'Lucia Pizza',
    address: '12 Court St, Brooklyn',
    latitude: 40.69,
    longitude: -73.99,
    subtypes: ['Pizza', 'Italian'],
    travel_time_minutes: 25,
    travel_times: [
      { user_id: 'user-1', first_name: 'Sam', minutes: 12, mode: 'car' },
      { user_id: 'u-ana', first_name: 'Ana', minutes: 25, mode: 'public_transit' },
    ],
    distance: 900,
    accessibility_score: 1,
    rating: null,
    price_level: null,
    opening_hours: 'Mo-Su 11:00-23:00',
    business_status: 'OPERATIONAL',
    is_host_location: false,
    alternative_reason: null,
    ...overrides,
  };
}

export function makeLocations(overrides: Partial<FindLocationsResponse> = {}): FindLocationsResponse {
  return {
    success: true,
    locations: [
      makeVenue(),
      makeVenue({
        id: 'node/2',
        place_id: 'node/2',
        name: 'Taco Loco',
        subtypes: ['Mexican'],
        travel_time_minutes: 30,
      }),
    ],
    unplaced_participants: [],
    reason: null,
    furthest_participants: [],
    travel_time_source: 'estimate',
    ...overrides,
  };
}

export const subtypes: RestaurantSubtypeView[] = [
  { id: 11, name: 'Pizza', thumbs_up_count: 2 },
  { id: 12, name: 'Sushi', thumbs_up_count: 1 },
  { id: 13, name: 'Thai', thumbs_up_count: 0 },
];
