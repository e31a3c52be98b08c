// Saved-location use cases: every call acts on the acting user's own locations only.
import { AppError } from '@hangtime/core/errors';
import { locationMessages, type LocationInput, type SavedLocation } from '@hangtime/core/locations/schemas';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { Geocoder } from './geocoder';
import type { LocationRow, LocationsRepository } from './repository';

export function toSavedLocation(row: LocationRow): SavedLocation {
  return {
    id: row.id,
    location_name: row.location_name,
    street_address: row.street_address,
    address_line_2: row.address_line_2,
    city: row.city,
    state_province: row.state_province,
    country: row.country,
    postal_code: row.postal_code,
    description: row.description,
    transportation_options: row.transportation_options as SavedLocation['transportation_options'],
    is_default: row.is_default,
    happy_to_host: row.happy_to_host,
    latitude: row.latitude,
    longitude: row.longitude,
    is_geocoded: row.latitude !== null && row.longitude !== null,
  };
}

const notFound = () => new AppError('NOT_FOUND', locationMessages.notFound);

export function createLocationsService(deps: { repository: LocationsRepository; geocoder: Geocoder; clock: Clock }) {
  const { repository, geocoder, clock } = deps;

  async function geocoded(input: LocationInput) {
    const coordinates = await geocoder.locate(input);
    return { ...input, latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null };
  }

  return {
    async list(userId: string): Promise<SavedLocation[]> {
      return (await repository.list(userId)).map(toSavedLocation);
    },

    async create(userId: string, input: LocationInput): Promise<SavedLocation> {
      return toSavedLocation(await repository.create(userId, await geocoded(input), clock.now()));
    },

    async update(userId: string, id: string, input: LocationInput): Promise<SavedLocation> {
      if (!isUuid(id)) throw notFound();
      const row = await repository.update(userId, id, await geocoded(input), clock.now());
      if (!row) throw notFound();
      return toSavedLocation(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.remove(userId, id))) throw notFound();
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
