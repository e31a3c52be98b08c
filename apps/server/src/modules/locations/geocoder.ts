// Turns a saved location's address into coordinates. The embedded default places a US address at
// its ZIP code's centroid (the `zipcodes` package ships them): good enough for travel-time
// estimates between neighbourhoods, and it needs no network. A street-level geocoder can replace it
// behind the same interface.
import zipcodes from 'zipcodes';

export type Coordinates = { latitude: number; longitude: number };

export type Geocoder = {
  /** Coordinates for the address, or null when it cannot be placed. */
  locate(address: { postal_code: string; country: string }): Promise<Coordinates | null>;
};

const US_COUNTRY_NAMES = new Set(['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.']);
const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

export function createZipCentroidGeocoder(): Geocoder {
  return {
    async locate({ postal_code, country }) {
      if (!US_COUNTRY_NAMES.has(country.trim().toLowerCase())) return null;
      const zip = US_ZIP.exec(postal_code.trim())?.[1];
      if (!zip) return null;
      const place = zipcodes.lookup(zip);
      return place ? { latitude: place.latitude, longitude: place.longitude } : null;
    },
  };
}
