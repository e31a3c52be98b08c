// Timing of two kinds of request compared as an attacker would: many pairs, each pair run back to
// back in a random order, so a slow moment of a loaded machine lands on both sides of a pair.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** Pairs measured so far: (first kind, second kind) in ms, and their differences. */
export type PairSamples = { firsts: number[]; seconds: number[]; gaps: number[] };

export type PairTimings = {
  /** Median of (first kind − second kind) over the pairs, in ms: the gap a timing attack reads. */
  medianGapMs: number;
  medianFirstMs: number;
  medianSecondMs: number;
  pairs: number;
};

export const createPairSamples = (): PairSamples => ({ firsts: [], seconds: [], gaps: [] });

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Runs `first(i)` and `second(i)` for i in 0…count−1, each pair in a random order, into `samples`. */
export async function timePairs(
  samples: PairSamples,
  count: number,
  first: (index: number) => Promise<unknown>,
  second: (index: number) => Promise<unknown>,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    let firstMs: number;
    let secondMs: number;
    if (randomInt(2) === 0) {
      firstMs = await timed(() => first(index));
      secondMs = await timed(() => second(index));
    } else {
      secondMs = await timed(() => second(index));
      firstMs = await timed(() => first(index));
    }
    samples.firsts.push(firstMs);
    samples.seconds.push(secondMs);
    samples.gaps.push(firstMs - secondMs);
  }
}

export function summarise(samples: PairSamples): PairTimings {
  return {
    medianGapMs: median(samples.gaps),
    medianFirstMs: median(samples.firsts),
    medianSecondMs: median(samples.seconds),
    pairs: samples.gaps.length,
  };
}

/**
 * The rule a test holds the gap to: within a quarter of the faster side's median, and never
 * stricter than `floorMs` (below it, scheduling noise on a loaded machine decides). The gaps
 * measured before the fix were 45-120 % of the faster side.
 */
export function allowedGapMs(timings: PairTimings, floorMs = 0.5): number {
  return Math.max(floorMs, 0.25 * Math.min(timings.medianFirstMs, timings.medianSecondMs));
}
