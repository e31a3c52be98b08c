// The legal module's face: the active terms and privacy policy.
export { createLegalRepository } from './repository';
export { registerLegalModule } from './routes';
export { createLegalService, type LegalService } from './service';
