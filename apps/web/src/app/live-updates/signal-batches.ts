// Live signals gathered into batches (docs/behaviour.md "Live updates (issue 26)"): one change
// often touches the calendar and the bell, so signals arriving together refetch once. A batch waits
// while a mark of this tab's own writes may still be coming: the changes may be that write's own,
// which its mark would spare a second fetch (refetch-thresholds.ts). It never waits longer than
// `maxWaitMs` from its first change, so a change of someone else's is never held up for long.
import type { WriteMarks } from '../../lib/live-updates/marks';
import type { StreamItem } from './refetch-thresholds';

export type SignalBatchesOptions = {
  gatherMs: number;
  maxWaitMs: number;
  /** Whether a mark of this tab's may still be on its way at `now` (lib/live-updates/marks.ts). */
  mayAwaitMarks(now: number): boolean;
  /** Called with each batch, in stream order. */
  flush(items: StreamItem[]): void;
  /** Test seams: the clock and the timer. */
  now?: () => number;
  schedule?: (run: () => void, delayMs: number) => () => void;
};

const scheduleWithTimer = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export function createSignalBatches(options: SignalBatchesOptions) {
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule ?? scheduleWithTimer;
  let pending: StreamItem[] = [];
  let cancel: (() => void) | null = null;
  let firstChangeAt = 0;

  function due() {
    const at = now();
    if (options.mayAwaitMarks(at) && at - firstChangeAt < options.maxWaitMs) {
      cancel = schedule(due, options.gatherMs);
      return;
    }
    cancel = null;
    const batch = pending;
    pending = [];
    options.flush(batch);
  }

  return {
    receive(item: StreamItem) {
      // A mark spares only the changes before it: with none waiting, it has nothing to spare.
      if (!cancel && item.kind === 'mark') return;
      if (!cancel) {
        firstChangeAt = now();
        cancel = schedule(due, options.gatherMs);
      }
      pending.push(item);
    },
    stop() {
      cancel?.();
      cancel = null;
      pending = [];
    },
  };
}

/**
 * The live stream's timing. Signals that come together (one change often touches the calendar and
 * the bell) are gathered for 100 ms. A batch then waits for the marks of this tab's writes: while
 * one is unanswered, and for 2 s after a write's answer until its mark shows. It never waits more
 * than 10 s from its first change: a write's changes reach the stream when they commit, and its
 * answer can come seconds later on a loaded server (an event's invitation mails are queued and the
 * event read back after the commit); with 2 s from the first change, a loaded machine refetched the
 * tab's own new event a second time.
 */
export const LIVE_SIGNAL_TIMING = { gatherMs: 100, markWaitMs: 2_000, maxWaitMs: 10_000 } as const;

/** The batches of the live stream (live-updates.tsx), waiting on this tab's `marks`. */
export function createLiveSignalBatches(
  marks: Pick<WriteMarks, 'mayAwaitMarks'>,
  flush: SignalBatchesOptions['flush'],
  seams: Pick<SignalBatchesOptions, 'now' | 'schedule'> = {},
) {
  return createSignalBatches({
    gatherMs: LIVE_SIGNAL_TIMING.gatherMs,
    maxWaitMs: LIVE_SIGNAL_TIMING.maxWaitMs,
    mayAwaitMarks: (now) => marks.mayAwaitMarks(now, LIVE_SIGNAL_TIMING.markWaitMs),
    flush,
    ...seams,
  });
}
