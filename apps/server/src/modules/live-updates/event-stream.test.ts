import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

/** A server whose one route opens an event stream with these settings; the stream as the route saw it. */
async function serve(settings: { heartbeatMs: number; maxAgeMs: number }) {
  const server = Fastify();
  app = server;
  let opened!: (stream: EventStream) => void;
  const stream = new Promise<EventStream>((resolve) => (opened = resolve));
  server.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  server.get('/stream', async (_request, reply) => {
    const eventStream = openEventStream(reply, settings);
    opened(eventStream);
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { address, stream };
}

/** Reads the answer until the server ends it (or `stopWhen` says enough): its headers and text. */
function read(url: string, stopWhen: (text: string) => boolean = () => false) {
  return new Promise<{ headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const outgoing = request(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (stopWhen(text)) {
          outgoing.destroy();
          resolve({ headers: response.headers, text });
        }
      });
      response.on('end', () => resolve({ headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('openEventStream', () => {
  it('says ready, keeps the line alive with comments, and ends at its age', async () => {
    const { address } = await serve({ heartbeatMs: 5, maxAgeMs: 100 });
    const { headers, text } = await read(`${address}/stream`);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    // The hooks' headers so far are kept, though the reply is written by hand.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(text.startsWith('event: ready\ndata: {}\n\n')).toBe(true);
    expect(text).toContain(': keep-alive\n\n');
  });

  it('writes each topic as a change event, and tells its listener once when the client leaves', async () => {
    const { address, stream } = await serve({ heartbeatMs: 60_000, maxAgeMs: 60_000 });
    const reading = read(`${address}/stream`, (text) => text.includes('data: friends\n\n'));
    const opened = await stream;
    let ends = 0;
    const ended = new Promise<void>((resolve) =>
      opened.onEnd(() => {
        ends += 1;
        resolve();
      }),
    );
    opened.send('calendar');
    opened.send('friends');
    const { text } = await reading;
    expect(text).toBe('event: ready\ndata: {}\n\nevent: change\ndata: calendar\n\nevent: change\ndata: friends\n\n');
    await ended;
    opened.end();
    expect(ends).toBe(1);
  });
});
