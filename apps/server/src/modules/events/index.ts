// The events module's face: the calendar's use cases (with suggested events' state changes), the
// stores the composition root builds them on, its routes, and how a stored event repeats.
export type { Alongside } from './changes';
export { registerEventsModule } from './routes';
export { createEventsService, type EventsService } from './service';
export { createEventStores } from './stores';
export { instancesBetween } from './timing';
