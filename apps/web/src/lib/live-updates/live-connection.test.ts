import { describe, expect, it, vi } from 'vitest';
import type { LiveTopic } from '@hangtime/core/live-updates/topics';
import { startLiveConnection } from './live-connection';

/** A stream answer the test writes to and ends. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** A connection on a scripted network and a hand-run timer. */
function connect(answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const retries: { run: () => void; delayMs: number }[] = [];
  const topics: LiveTopic[] = [];
  const marks: string[] = [];
  const events = { opened: 0, refused: [] as number[] };
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  const connection = startLiveConnection({
    apiUrl: 'http://api.test',
    token: 'token-1',
    onOpen: () => void (events.opened += 1),
    onTopic: (topic) => void topics.push(topic),
    onMark: (mark) => void marks.push(mark),
    onRefused: (status) => void events.refused.push(status),
    fetch: fetch as typeof globalThis.fetch,
    random: () => 0,
    schedule: (run, delayMs) => {
      retries.push({ run, delayMs });
      return () => {};
    },
  });
  return { connection, fetch, calls, retries, topics, marks, events };
}

describe('startLiveConnection', () => {
  it('sends the token in a header, never in the URL, and hands on each topic', async () => {
    const stream = openStream();
    const live = connect([() => stream.response]);
    stream.write('event: ready\ndata: {}\n\n');
    stream.write('event: change\ndata: bell\n\n: keep-alive\n\nevent: change\ndata: calendar\n\n');
    stream.write('event: change\ndata: somebody-elses\n\n');
    stream.write('event: mark\ndata: tab-write-0123456789\n\nevent: mark\ndata: not a mark\n\n');
    await vi.waitFor(() => expect(live.marks).toEqual(['tab-write-0123456789']));
    expect(live.topics).toEqual(['bell', 'calendar']);
    expect(live.events.opened).toBe(1);
    expect(live.fetch.mock.calls[0]![0]).toBe('http://api.test/api/live-updates');
    expect(new Headers(live.calls[0]!.headers).get('Authorization')).toBe('Bearer token-1');
    live.connection.stop();
  });

  it('reconnects after the stream ends, waiting longer after each failure, and again from the start once open', async () => {
    const first = openStream();
    const second = openStream();
    const live = connect([
      () => first.response,
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('{}', { status: 503, headers: { 'Retry-After': '5' } }),
      () => second.response,
    ]);
    first.write('event: ready\ndata: {}\n\n');
    first.end();
    await vi.waitFor(() => expect(live.retries).toHaveLength(1));
    live.retries[0]!.run();
    await vi.waitFor(() => expect(live.retries).toHaveLength(2));
    live.retries[1]!.run();
    await vi.waitFor(() => expect(live.retries).toHaveLength(3));
    expect(live.retries.map((retry) => retry.delayMs)).toEqual([500, 1_000, 5_000]);

    live.retries[2]!.run();
    second.write('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(live.events.opened).toBe(2));
    second.end();
    await vi.waitFor(() => expect(live.retries).toHaveLength(4));
    expect(live.retries[3]!.delayMs).toBe(500);
    live.connection.stop();
  });

  it.each([401, 403])('stops for good when the server refuses the session (%i)', async (status) => {
    const live = connect([() => new Response('{}', { status })]);
    await vi.waitFor(() => expect(live.events.refused).toEqual([status]));
    expect(live.retries).toHaveLength(0);
    expect(live.fetch).toHaveBeenCalledTimes(1);
  });

  it('stops: the stream is aborted and no retry follows', async () => {
    const stream = openStream();
    const live = connect([() => stream.response]);
    stream.write('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(live.events.opened).toBe(1));
    live.connection.stop();
    const signal = live.calls[0]!.signal!;
    expect(signal.aborted).toBe(true);
    stream.write('event: change\ndata: bell\n\n');
    expect(live.topics).toEqual([]);
    expect(live.retries).toHaveLength(0);
  });
});
