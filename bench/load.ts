// Open-loop load: `count` requests at `perSecond`, each timed from its own start (a slow answer does
// not delay the next request). The requests come from a worker thread, as a real client would not
// share the server's event loop.
import { Worker } from 'node:worker_threads';

export type LoadSpec = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  count: number;
  perSecond: number;
  /** Statuses that are answers, not failures (2xx by default). */
  answerStatuses?: number[];
};

/** The durations in milliseconds, sorted; a request answered 503 (the server out of time) counts as Infinity. */
export function measureAtRate(spec: LoadSpec): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { method: 'GET', ...spec },
    });
    worker.once('message', (durations: number[]) => {
      // One refusal hides under a p99; said here, every one is seen.
      const refused = durations.filter((duration) => duration === Number.POSITIVE_INFINITY).length;
      if (refused > 0) console.log(`${spec.method ?? 'GET'} ${spec.url}: ${refused} of ${spec.count} answered 503`);
      resolve(durations.sort((a, b) => a - b));
    });
    worker.once('error', reject);
  });
}

export type Measure = typeof measureAtRate;
