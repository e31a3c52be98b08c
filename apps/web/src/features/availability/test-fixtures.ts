// Windows and saved locations for component and logic tests, in the shapes of the core contracts.
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import type { SavedLocation } from '@hangtime/core/locations/schemas';

export const weeknights: AvailabilityWindow = {
  id: '6f1c1b9e-0c1d-4f7a-9a51-0d3f1e2a4b01',
  window_name: 'Weeknight evenings',
  start_time: '18:00',
  end_time: '22:00',
  timezone: 'America/New_York',
  location: 'Home',
  address: '12 Elm St, Brooklyn, NY 11201',
  location_id: '9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d',
  travel_preferences: ['car', 'walking'],
  max_travel_time_minutes: 30,
  ending_type: 'firm',
  // 2030-06-03 is a Monday.
  start_date: '2030-06-03',
  end_date: '2031-06-03',
  is_repeating: true,
  frequency: 'weekly',
  days_of_week: [0, 1, 2],
  exceptions: [],
};

export const saturdayBrunch: AvailabilityWindow = {
  ...weeknights,
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  window_name: 'Saturday brunch',
  start_time: '10:30',
  end_time: '13:00',
  start_date: '2030-06-08',
  end_date: null,
  is_repeating: false,
  frequency: null,
  days_of_week: [],
};

export const homeLocation: SavedLocation = {
  id: '9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d',
  location_name: 'Home',
  street_address: '12 Elm St',
  address_line_2: null,
  city: 'Brooklyn',
  state_province: 'NY',
  country: 'United States',
  postal_code: '11201',
  description: null,
  transportation_options: ['car'],
  is_default: true,
  happy_to_host: false,
  latitude: 40.69,
  longitude: -73.99,
  is_geocoded: true,
};
