// Answers of the calls the onboarding makes, for component tests, in the shapes of the core contracts.
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import type { PreferenceItem } from '@hangtime/core/preferences/schemas';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { testUser, type MockReply } from '../../test/mock-api';

export const pizza: PreferenceItem = {
  id: 1,
  name: 'Pizza',
  category_id: 1,
  category_name: 'Restaurants',
  rating: 'unsure',
};
export const coffee: PreferenceItem = {
  id: 25,
  name: 'Coffee & cafés',
  category_id: 2,
  category_name: 'Drinks & nightlife',
  rating: 'like',
};

export const weeknights: AvailabilityWindow = {
  id: 'w-1',
  window_name: 'Weeknight evenings',
  start_time: '18:00',
  end_time: '22:00',
  timezone: 'America/New_York',
  location: 'Home',
  address: '12 Elm St, Brooklyn, NY 11201',
  location_id: '9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d',
  travel_preferences: [],
  max_travel_time_minutes: 30,
  ending_type: 'firm',
  start_date: '2030-06-03',
  end_date: '2031-06-03',
  is_repeating: true,
  frequency: 'weekly',
  days_of_week: [0, 1, 2, 3, 4],
  exceptions: [],
};

export const home: SavedLocation = {
  id: '9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d',
  location_name: 'Home',
  street_address: '12 Elm St',
  address_line_2: null,
  city: 'Brooklyn',
  state_province: 'NY',
  country: 'United States',
  postal_code: '11201',
  description: null,
  transportation_options: [],
  is_default: true,
  happy_to_host: false,
  latitude: 40.69,
  longitude: -73.99,
  is_geocoded: true,
};

export const reply = {
  me: (): MockReply => ({ body: testUser }),
  items: (preferences: PreferenceItem[]): MockReply => ({ body: { preferences } }),
  saved: (): MockReply => ({ body: { success: true, message: 'Preferences saved' } }),
  windows: (availability_windows: AvailabilityWindow[]): MockReply => ({ body: { availability_windows } }),
  window: (availability_window: AvailabilityWindow): MockReply => ({ body: { success: true, availability_window } }),
  location: (location: SavedLocation): MockReply => ({ body: { success: true, data: { location } } }),
  pending: (): MockReply => ({ body: { pending_requests: [] } }),
  referral: (): MockReply => ({ body: { referral_code: 'ABC123', referral_link: '/registration/referral/ABC123' } }),
  failure: (status = 500): MockReply => ({ status, body: { code: 'INTERNAL' } }),
};
