// A tab's writes and their marks (docs/behaviour.md "Live updates (issue 26)"). Each write the API
// client sends carries a new random mark; the server puts it into this person's live streams after
// the write's changes, before answering. When the answer came is kept here: a read the tab started
// after that moment has seen every change its stream showed before the mark. Writes still waiting
// for their answer, and answered writes whose mark has not come yet, are kept too: the signals of
// their changes may come before their marks.

/** Enough for the writes whose marks may still be on their way; older ones are let go. */
const KEPT = 64;

/** A fresh mark: 16 random bytes as hex (crypto.randomUUID needs a secure context; this does not). */
function newMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Adds to a bounded map, letting the oldest entry go. */
function keep<Value>(map: Map<string, Value>, key: string, value: Value) {
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
}

export function createWriteMarks() {
  const answeredAt = new Map<string, number>();
  const inFlight = new Set<string>();
  /** Answered writes whose mark has not come yet, with when each was answered. */
  const markDue = new Map<string, number>();
  /** Marks that came before their write's answer (the two travel apart). */
  const cameEarly = new Set<string>();

  return {
    /** The mark of a write about to be sent; the write is in flight until settled. */
    startWrite(): string {
      const mark = newMark();
      inFlight.add(mark);
      return mark;
    },

    /**
     * The write that carried `mark` is over: answered with success at `succeededAt`
     * (performance.now()), or not at all (refused or failed, when no mark comes).
     */
    settleWrite(mark: string, succeededAt?: number): void {
      inFlight.delete(mark);
      const came = cameEarly.delete(mark);
      if (succeededAt === undefined) return;
      keep(answeredAt, mark, succeededAt);
      if (!came) keep(markDue, mark, succeededAt);
    },

    /** The stream showed `mark`. */
    markArrived(mark: string): void {
      if (inFlight.has(mark)) cameEarly.add(mark);
      markDue.delete(mark);
    },

    /** When this tab had the answer to the write that carried `mark`; undefined for another's mark. */
    answerTimeOf: (mark: string): number | undefined => answeredAt.get(mark),

    /**
     * Whether a mark of this tab's may still be coming: a write waits for its answer, or had it
     * less than `withinMs` before `now` and its mark has not come (a mark that never comes, say
     * from a stream that was closed then, is waited for no longer than that).
     */
    mayAwaitMarks(now: number, withinMs: number): boolean {
      if (inFlight.size > 0) return true;
      for (const [mark, answered] of markDue) {
        if (now - answered < withinMs) return true;
        markDue.delete(mark);
      }
      return false;
    },

    /** Forgets every write (tests start from none). */
    clear(): void {
      for (const collection of [answeredAt, inFlight, markDue, cameEarly]) collection.clear();
    },
  };
}

export type WriteMarks = ReturnType<typeof createWriteMarks>;

/** This tab's. */
export const writeMarks = createWriteMarks();
