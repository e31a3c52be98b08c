// Live signals gathered into batches (docs/behaviour.md "Live updates (issue 26)"): one change
// often touches the calendar and the bell, so signals arriving together refetch once. A batch waits
// while a mark of this tab's own writes may still be coming: the changes may be that write's own,
// which its mark would spare a second fetch (refetch-thresholds.ts). It never waits longer than
// `maxWaitMs` from its first change, so a change of someone else's is never held up for long.
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
