// The bell module's face: the unified read over events, friends and notifications.
export { registerBellModule } from './routes';
export { createBellService, type BellService } from './service';
