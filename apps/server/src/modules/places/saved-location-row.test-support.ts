// A saved location's row as the places repository reads it, for the places module's unit tests.
import type { DefaultLocationRow } from './repository';

/** A default home in Brooklyn, by bike; `overrides` set what a test is about. */
export function savedLocationRow(overrides: Partial<DefaultLocationRow> = {}): DefaultLocationRow {
  return {
    id: 'h1',
    user_id: 'u1',
    location_name: 'Home',
    street_address: '2 Home St',
    address_line_2: null,
    city: 'Brooklyn',
    state_province: 'NY',
    country: 'United States',
    postal_code: '11201',
    description: null,
    transportation_options: ['bike', 'virtual'],
    is_default: true,
    happy_to_host: false,
    latitude: 40.69,
    longitude: -73.99,
    created_at: new Date(),
    updated_at: new Date(),
    ...overrides,
  };
}
