// The availability module's face: recurring free windows and their occurrences.
export { createAvailabilityRepository } from './repository';
export { registerAvailabilityModule } from './routes';
export { createAvailabilityService } from './service';
