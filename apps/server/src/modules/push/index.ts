// The push module's face (issue 26): Web Push to the devices a person turned it on for, a job per
// device queued with each bell row (notifications' onWritten), and its routes and worker.
export { isPushConfigured, lazyVapidKeys, VAPID_KEY_FILE, type VapidKeys } from './vapid-keys';
export { registerPushModule } from './routes';
export { createPushSender, type PushSender } from './sender';
export { createPushService, PUSH_QUEUE, type PushService } from './service';
export { startPushWorker } from './worker';
