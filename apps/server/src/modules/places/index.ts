// The places module's face: venues and fair travel times (behaviour.md §9), and the map's settings.
export { PlacesUnavailableError } from './live-errors';
export { registerMapSettingsRoutes } from './map-settings-routes';
export { createPlacesRepository } from './repository';
export { registerPlacesModule } from './routes';
export {
  createPlacesService,
  type ChosenVenue,
  type PlacesService,
  type VenueChoice,
  type ReachRequest,
  type VenueRequest,
} from './service';
export { type GroupRequest, type PlacedGroup } from './group-placement';
export { createPlaces, loadOnce, type PlacesSource } from './setup';
