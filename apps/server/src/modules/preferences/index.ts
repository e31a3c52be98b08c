// The preferences module's face: activities and what each person likes.
export { createPreferencesRepository } from './repository';
export { registerPreferencesModule } from './routes';
export { createPreferencesService, type PreferencesService } from './service';
