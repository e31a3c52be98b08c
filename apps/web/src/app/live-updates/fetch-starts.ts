// When each cached read last started a fetch, on this tab's clock (performance.now()), so live
// signals can spare the reads that started after a write's answer (refetch-thresholds.ts).
import type { Query, QueryCache } from '@tanstack/react-query';

export type FetchStarts = {
  /** When `query`'s latest fetch started; undefined if none did while watched. */
  startedAt(query: Query): number | undefined;
  stop(): void;
};

export function watchFetchStarts(cache: QueryCache, now: () => number = () => performance.now()): FetchStarts {
  const starts = new WeakMap<Query, number>();
  const stop = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') starts.set(event.query, now());
  });
  return { startedAt: (query) => starts.get(query), stop };
}
