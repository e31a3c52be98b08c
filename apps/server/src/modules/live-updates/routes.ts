// HTTP for live updates: GET /api/live-updates, a server-sent-events stream of which of the
// caller's views changed (docs/behaviour.md "Live updates (issue 26)").
import type { FastifyInstance } from 'fastify';
import { AppError } from '@hangtime/core/errors';
import { LIVE_UPDATES_PATH } from '@hangtime/core/live-updates/topics';
import { defaultEventStreamSettings, openEventStream, type EventStreamSettings } from './event-stream';
import { registerWriteMarks } from './marks';
import type { LiveStream, LiveUpdates } from './service';

/** How long an opening stream waits for the instance's LISTEN (at start-up, or after it was lost). */
const LISTEN_WAIT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

export function registerLiveUpdatesModule(
  app: FastifyInstance,
  live: LiveUpdates,
  settings: EventStreamSettings = defaultEventStreamSettings,
) {
  app.addHook('onReady', async () => live.start(app.log));
  // Before the server stops accepting: open streams would otherwise hold the shutdown up.
  app.addHook('preClose', async () => {
    live.endAll();
  });
  app.addHook('onClose', async () => live.stop());
  registerWriteMarks(app, live);

  app.get(
    LIVE_UPDATES_PATH,
    {
      // Like the friend calls: an address nobody has proven to own hears nothing about requests to it.
      onRequest: app.authenticateVerified,
      // Admitted like any call, but not counted in flight once open (plugins/load-shedding.ts).
      config: { isLongLived: true },
      // A stream that never ends is not an operation the OpenAPI document (or its fuzzer) can call.
      schema: { hide: true },
      // A HEAD would open a stream that can never say anything, and hold its place for an hour.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      if (!(await live.waitUntilListening(LISTEN_WAIT_MS))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are unavailable right now. Please try again shortly.', {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        });
      }
      if (!live.hasRoomFor(request.userId)) {
        throw new AppError('RATE_LIMITED', 'Too many live connections are open. Close a tab and try again.', {
          retryAfterSeconds: RETRY_AFTER_SECONDS * 6,
        });
      }
      const stream = openEventStream(reply, settings);
      const entry: LiveStream = {
        userId: request.userId,
        sessionId: request.sessionId,
        send: stream.send,
        mark: stream.mark,
        end: stream.end,
      };
      live.add(entry);
      stream.onEnd(() => live.remove(entry));
    },
  );
}
