// One server-sent-events answer written on Fastify's raw response (the reply is hijacked: no
// compression, which would hold the events back, and no serializer).
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { LIVE_EVENTS, type LiveTopic } from '@hangtime/core/live-updates/topics';

export type EventStreamSettings = {
  /** A comment line this often, so proxies and browsers see a live connection (nginx waits 60 s by default). */
  heartbeatMs: number;
  /** The stream ends after this long and the client opens a new one, so its session is checked again. */
  maxAgeMs: number;
};

export const defaultEventStreamSettings: EventStreamSettings = {
  heartbeatMs: 25_000,
  maxAgeMs: 60 * 60_000,
};

export type EventStream = {
  send(topic: LiveTopic): void;
  mark(mark: string): void;
  end(): void;
  /** Called once, when the stream ends for any reason (the client left, end(), its age). */
  onEnd(listener: () => void): void;
};

export function openEventStream(reply: FastifyReply, settings: EventStreamSettings): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise buffer the answer (deploy/nginx.conf turns buffering off too).
    'x-accel-buffering': 'no',
  });
  raw.write(`event: ${LIVE_EVENTS.ready}\ndata: {}\n\n`);

  const endListeners: (() => void)[] = [];
  let isEnded = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), settings.heartbeatMs);
  const maxAge = setTimeout(() => end(), settings.maxAgeMs);
  function finish() {
    if (isEnded) return;
    isEnded = true;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    for (const listener of endListeners) listener();
  }
  function end() {
    if (!raw.writableEnded) raw.end();
    finish();
  }
  raw.once('close', finish);
  // The client may have gone while the stream was being opened: 'close' came before the listener.
  if (raw.destroyed) finish();

  return {
    send(topic) {
      if (!isEnded) raw.write(`event: ${LIVE_EVENTS.change}\ndata: ${topic}\n\n`);
    },
    mark(mark) {
      if (!isEnded) raw.write(`event: ${LIVE_EVENTS.mark}\ndata: ${mark}\n\n`);
    },
    end,
    onEnd(listener) {
      endListeners.push(listener);
    },
  };
}
