// What other features may use of saved locations.
export { LocationFormModal, type LocationFormModalProps } from './components/location-form-modal';
export { MyLocations } from './components/my-locations';
export { useLocationsQuery } from './api/get-locations';
