// The live-updates stream as a connection that keeps itself open: fetch (so the bearer token goes in
// a header, never in a URL that logs keep), read the events as they come, and after any end or
// failure try again with backoff, until stopped or refused.
import {
  isLiveMark,
  isLiveTopic,
  LIVE_EVENTS,
  LIVE_UPDATES_PATH,
  type LiveTopic,
} from '@hangtime/core/live-updates/topics';
import { retryDelayMs } from './backoff';
import { createEventStreamParser } from './parse-event-stream';

export type LiveConnectionOptions = {
  /** The API's origin ('' for the page's own). */
  apiUrl: string;
  token: string;
  /** The stream is open and listening (each time it opens, the first time included). */
  onOpen(): void;
  onTopic(topic: LiveTopic): void;
  /** The mark of one of this person's writes (lib/live-updates/marks.ts): what came before it is in. */
  onMark(mark: string): void;
  /** 401 or 403: this session cannot listen, so no more tries are made. */
  onRefused(status: number): void;
  /** Test seams: the network, chance and timers. */
  fetch?: typeof fetch;
  random?: () => number;
  schedule?: (run: () => void, delayMs: number) => () => void;
};

export type LiveConnection = { stop(): void };

const scheduleWithTimer = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

function readRetryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const fetchStream = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const schedule = options.schedule ?? scheduleWithTimer;
  let isStopped = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let cancelRetry = () => {};

  /** One stream, read to its end; what to wait before the next (undefined: no next). */
  async function readOneStream(): Promise<{ retryAfterSeconds?: number } | undefined> {
    controller = new AbortController();
    const response = await fetchStream(`${options.apiUrl}${LIVE_UPDATES_PATH}`, {
      headers: { Authorization: `Bearer ${options.token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      // Nothing on the page waits for it: it must not hold up what does (nor Lighthouse's load).
      priority: 'low',
      signal: controller.signal,
    });
    if (response.status === 401 || response.status === 403) {
      isStopped = true;
      options.onRefused(response.status);
      return undefined;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      return { retryAfterSeconds: readRetryAfter(response) };
    }
    const parser = createEventStreamParser((event) => {
      if (isStopped) return;
      if (event.event === LIVE_EVENTS.ready) {
        failures = 0;
        options.onOpen();
      } else if (event.event === LIVE_EVENTS.change && isLiveTopic(event.data)) {
        options.onTopic(event.data);
      } else if (event.event === LIVE_EVENTS.mark && isLiveMark(event.data)) {
        options.onMark(event.data);
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return {};
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function connect() {
    let next: { retryAfterSeconds?: number } | undefined = {};
    try {
      next = await readOneStream();
    } catch {
      // Offline, the server gone, the stream cut, or stopped (aborted): try again unless stopped.
    }
    if (isStopped || !next) return;
    const delay = retryDelayMs(failures, options.random, next.retryAfterSeconds);
    failures += 1;
    cancelRetry = schedule(() => void connect(), delay);
  }

  void connect();
  return {
    stop() {
      isStopped = true;
      cancelRetry();
      controller?.abort();
    },
  };
}
