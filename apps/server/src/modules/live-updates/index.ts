// The live-updates module's face: the process's hub (built by the composition root on the
// database's LISTEN) and the stream's route.
export { registerLiveUpdatesModule } from './routes';
export { defaultEventStreamSettings, type EventStreamSettings } from './event-stream';
export { createLiveUpdates, MAX_STREAMS_PER_PERSON, type LiveUpdates } from './service';
