// The locations module's face: a person's saved places, and how one is written as an address.
export { createZipCentroidGeocoder } from './geocoder';
export { createLocationsRepository } from './repository';
export { registerLocationsModule } from './routes';
export { formatSavedAddress } from './saved-address';
export { createLocationsService, type LocationsService } from './service';
