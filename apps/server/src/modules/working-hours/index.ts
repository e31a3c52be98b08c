// The working-hours module's face: weekly working hours and their exceptions.
export { createWorkingHoursRepository } from './repository';
export { registerWorkingHoursModule } from './routes';
export { createWorkingHoursService, type WorkingHoursService } from './service';
