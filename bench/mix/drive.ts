// Sends a list of the mix's requests at a rate from a worker thread; answers per route.
import { Worker } from 'node:worker_threads';
import type { MixRequest } from './requests';

export type RouteResult = { durations: number[]; statuses: Record<string, number> };
export type MixResults = Record<string, RouteResult>;

export function driveMix(origin: string, requests: MixRequest[], perSecond: number): Promise<MixResults> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mix-worker.mjs', import.meta.url), {
      workerData: { origin, requests, perSecond },
    });
    worker.once('message', (results: MixResults) => {
      for (const result of Object.values(results)) result.durations.sort((a, b) => a - b);
      resolve(results);
    });
    worker.once('error', reject);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** How many answers had a status in [from, to]. */
export function countStatuses(result: RouteResult, from: number, to: number): number {
  return Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= from && Number(status) <= to)
    .reduce((sum, [, count]) => sum + count, 0);
}
