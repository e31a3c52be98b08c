// A saved location's address on one line, as the event form shows it: "12 Main St, Apt 3,
// Springfield, IL 62701" (empty parts left out). Events placed at someone's saved location
// (Hangtime Now!'s fallback, the host entry of find-locations) carry it as location_address.
import type { LocationRow } from './repository';

type AddressParts = Pick<LocationRow, 'street_address' | 'address_line_2' | 'city' | 'state_province' | 'postal_code'>;

export function formatSavedAddress(location: AddressParts): string {
  const cityLine = [location.city, [location.state_province, location.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.street_address, location.address_line_2, cityLine].filter(Boolean).join(', ');
}
