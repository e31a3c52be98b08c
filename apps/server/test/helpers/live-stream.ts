// A live-updates client for tests: GET /api/live-updates over real HTTP (an injected request ends
// only when the answer does, and a stream's never does), its events read as they arrive.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { TestContext } from './app';

export type LiveEvent = { event: string; data: string };

export type LiveClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body of an answer that is not a stream (a refusal). */
  body(): Promise<string>;
  /** The next event; fails if none comes within 10 s or the stream ends first. */
  next(): Promise<LiveEvent>;
  /** Events until one with data `topic` has come: everything received up to and with it. */
  until(topic: string): Promise<LiveEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

const WAIT_MS = 10_000;

/** The app listening on a free port (once per app), its base address. */
export async function listeningAddress(ctx: TestContext): Promise<string> {
  const address = ctx.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return listeningAddress(ctx);
}

export async function openLiveStream(ctx: TestContext, token?: string): Promise<LiveClient> {
  const base = await listeningAddress(ctx);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}/api/live-updates`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      response.setEncoding('utf8');
      const events: LiveEvent[] = [];
      const waiting: { resolve(event: LiveEvent): void; reject(error: Error): void }[] = [];
      let buffer = '';
      let text = '';
      let isEnded = false;
      let markEnded = () => {};
      const ended = new Promise<void>((done) => (markEnded = done));
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (!event) continue;
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(event);
          else events.push(event);
        }
      });
      const finish = () => {
        if (isEnded) return;
        isEnded = true;
        for (const waiter of waiting.splice(0)) waiter.reject(new Error('the stream ended'));
        markEnded();
      };
      response.on('end', finish);
      response.on('close', finish);
      const next = () =>
        new Promise<LiveEvent>((resolveEvent, rejectEvent) => {
          const queued = events.shift();
          if (queued) return resolveEvent(queued);
          if (isEnded) return rejectEvent(new Error('the stream ended'));
          const timer = setTimeout(() => rejectEvent(new Error(`no event within ${WAIT_MS} ms`)), WAIT_MS);
          waiting.push({
            resolve: (event) => {
              clearTimeout(timer);
              resolveEvent(event);
            },
            reject: (error) => {
              clearTimeout(timer);
              rejectEvent(error);
            },
          });
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: () => ended.then(() => text),
        next,
        async until(topic) {
          const seen: LiveEvent[] = [];
          for (;;) {
            const event = await next();
            seen.push(event);
            if (event.data === topic) return seen;
          }
        },
        ended,
        close: () => outgoing.destroy(),
      });
    });
    outgoing.end();
  });
}

/** One SSE block: its event name (default "message") and data; null for a comment (heartbeat). */
function parseBlock(block: string): LiveEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  return data.length === 0 ? null : { event, data: data.join('\n') };
}
