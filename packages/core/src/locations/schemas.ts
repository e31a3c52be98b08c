// Contracts of the saved-location calls (spec scheduling-and-social §3 Saved location, §5, §7 Locations;
// accounts-and-shell §5 New location; behaviour.md §5).
import { z } from 'zod';

export const transportationOptions = ['car', 'bike', 'walk', 'public_transit', 'virtual'] as const;
export const DEFAULT_COUNTRY = 'United States';

export const locationMessages = {
  requiredFields: 'Please fill in all required fields',
  notFound: 'Location not found',
  transportation: 'Transportation options are car, bike, walk, public_transit or virtual',
  happyToHost: 'Happy to host must be true or false',
} as const;

const required = (max: number, label: string) =>
  z
    .string({ error: locationMessages.requiredFields })
    .trim()
    .min(1, locationMessages.requiredFields)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const locationBody = z.object({
  location_name: required(100, 'Location name'),
  street_address: required(200, 'Street address'),
  address_line_2: optionalText(200, 'Address line 2'),
  city: required(100, 'City'),
  state_province: required(100, 'State/province'),
  country: z
    .string()
    .trim()
    .max(100, 'Country must be at most 100 characters')
    .nullish()
    .transform((value) => value || DEFAULT_COUNTRY),
  postal_code: required(20, 'Postal code'),
  description: optionalText(1000, 'Description'),
  transportation_options: z
    .array(z.enum(transportationOptions, { error: locationMessages.transportation }))
    .max(transportationOptions.length)
    .default([])
    .transform((options) => [...new Set(options)]),
  is_default: z.boolean().default(false),
  /**
   * Offered as the place of a hangout Hangtime plans, whose invitees then see its address
   * (behaviour.md §8). Left out: false for a new location, unchanged for an edited one, so a client
   * that does not know the switch never turns it on or off.
   */
  happy_to_host: z.boolean({ error: locationMessages.happyToHost }).optional(),
});
export type LocationBody = z.input<typeof locationBody>;
export type LocationInput = z.output<typeof locationBody>;

export const savedLocation = z.object({
  id: z.string(),
  location_name: z.string(),
  street_address: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state_province: z.string(),
  country: z.string(),
  postal_code: z.string(),
  description: z.string().nullable(),
  transportation_options: z.array(z.enum(transportationOptions)),
  is_default: z.boolean(),
  happy_to_host: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** False when the geocoder could not place the address: kept, but left out of travel times. */
  is_geocoded: z.boolean(),
});
export type SavedLocation = z.infer<typeof savedLocation>;

/** Any string: an id that names no location of yours is a 404, whatever its shape. */
export const locationIdParams = z.object({ id: z.string().max(64) });
export const locationsResponse = z.object({ locations: z.array(savedLocation) });
export const locationResponse = z.object({ success: z.literal(true), data: z.object({ location: savedLocation }) });
export const locationDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** One line for a window's read-only address field, built from a saved location. */
export function formatLocationAddress(
  location: Pick<SavedLocation, 'street_address' | 'address_line_2' | 'city' | 'state_province' | 'postal_code'>,
): string {
  const street = [location.street_address, location.address_line_2].filter(Boolean).join(', ');
  return `${street}, ${location.city}, ${location.state_province} ${location.postal_code}`;
}
