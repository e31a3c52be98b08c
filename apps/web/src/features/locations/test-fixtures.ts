// Saved locations for component tests, in the shape of the core contract.
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import type { MockReply } from '../../test/mock-api';

export const home: SavedLocation = {
  id: 'loc-1',
  location_name: 'Home',
  street_address: '100 Main St',
  address_line_2: 'Apt 4',
  city: 'Springfield',
  state_province: 'IL',
  country: 'United States',
  postal_code: '62701',
  description: null,
  transportation_options: ['car', 'walk'],
  is_default: true,
  happy_to_host: true,
  latitude: 39.8,
  longitude: -89.6,
  is_geocoded: true,
};

export const office: SavedLocation = {
  id: 'loc-2',
  location_name: 'Office',
  street_address: '1 Unknown Rd',
  address_line_2: null,
  city: 'Nowhere',
  state_province: 'ZZ',
  country: 'United States',
  postal_code: '00000',
  description: 'Back entrance',
  transportation_options: [],
  is_default: false,
  happy_to_host: false,
  latitude: null,
  longitude: null,
  is_geocoded: false,
};

export const reply = {
  locations: (locations: SavedLocation[]): MockReply => ({ body: { locations } }),
  location: (location: SavedLocation, status = 200): MockReply => ({
    status,
    body: { success: true, data: { location } },
  }),
  deleted: (): MockReply => ({ body: { success: true, message: 'Location deleted' } }),
  error: (status: number, error?: string, code = 'VALIDATION_ERROR'): MockReply => ({
    status,
    body: error === undefined ? { code } : { error, code },
  }),
};
