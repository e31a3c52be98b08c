import { describe, expect, it } from 'vitest';
import { createWriteMarks } from '../../lib/live-updates/marks';
import type { StreamItem } from './refetch-thresholds';
import { createLiveSignalBatches, createSignalBatches, type SignalBatchesOptions } from './signal-batches';

const calendar: StreamItem = { kind: 'change', topic: 'calendar' };
const bell: StreamItem = { kind: 'change', topic: 'bell' };
const mark: StreamItem = { kind: 'mark', mark: 'this-tabs-write-0001' };

type Seams = Required<Pick<SignalBatchesOptions, 'now' | 'schedule'>>;

/** Batches made by `create` on a hand-run clock and timer. */
function onHandRunClock<Subject>(create: (flush: SignalBatchesOptions['flush'], seams: Seams) => Subject) {
  let clock = 0;
  let timer: { run: () => void; at: number } | null = null;
  const flushed: StreamItem[][] = [];
  const subject = create((items) => void flushed.push(items), {
    now: () => clock,
    schedule: (run, delayMs) => {
      const scheduled = { run, at: clock + delayMs };
      timer = scheduled;
      return () => {
        if (timer === scheduled) timer = null;
      };
    },
  });
  /** Moves the clock on by `ms`, running the timer when it falls due. */
  const advance = (ms: number) => {
    const until = clock + ms;
    while (timer && timer.at <= until) {
      const due = timer;
      timer = null;
      clock = due.at;
      due.run();
    }
    clock = until;
  };
  return { subject, flushed, advance, now: () => clock };
}

/** Batches of 100 ms that wait at most 2 s, with a tab whose writes the test says are in flight. */
function batches() {
  let awaitingMarks = false;
  const batched = onHandRunClock((flush, seams) =>
    createSignalBatches({ gatherMs: 100, maxWaitMs: 2_000, mayAwaitMarks: () => awaitingMarks, flush, ...seams }),
  );
  return { ...batched, setAwaitingMarks: (value: boolean) => void (awaitingMarks = value) };
}

describe('createSignalBatches', () => {
  it('gathers the changes of 100 ms into one batch, with the marks among them', () => {
    const { subject, flushed, advance } = batches();
    subject.receive(calendar);
    advance(50);
    subject.receive(bell);
    subject.receive(mark);
    advance(49);
    expect(flushed).toEqual([]);
    advance(1);
    expect(flushed).toEqual([[calendar, bell, mark]]);
  });

  it('lets a mark with no change before it go: it has nothing to spare', () => {
    const { subject, flushed, advance } = batches();
    subject.receive(mark);
    subject.receive(bell);
    advance(100);
    expect(flushed).toEqual([[bell]]);
  });

  it("waits while this tab's write may still send its mark, so the write's echo meets it", () => {
    const { subject, flushed, advance, setAwaitingMarks } = batches();
    setAwaitingMarks(true);
    subject.receive(calendar);
    advance(450);
    expect(flushed).toEqual([]);
    subject.receive(mark);
    setAwaitingMarks(false);
    advance(100);
    expect(flushed).toEqual([[calendar, mark]]);
  });

  it('never holds a batch more than 2 s after its first change', () => {
    const { subject, flushed, advance, setAwaitingMarks } = batches();
    setAwaitingMarks(true);
    subject.receive(calendar);
    advance(1_999);
    expect(flushed).toEqual([]);
    advance(100);
    expect(flushed).toEqual([[calendar]]);
  });

  it('drops what waits when stopped', () => {
    const { subject, flushed, advance } = batches();
    subject.receive(calendar);
    subject.stop();
    advance(1_000);
    expect(flushed).toEqual([]);
  });
});

/** The live stream's batches on a hand-run clock, waiting on a tab's own write marks. */
function liveBatches() {
  const marks = createWriteMarks();
  return { marks, ...onHandRunClock((flush, seams) => createLiveSignalBatches(marks, flush, seams)) };
}

describe("createLiveSignalBatches (the live stream, with this tab's writes)", () => {
  it("holds a write's changes until its answer and mark, however long the answer takes", () => {
    const { marks, subject, flushed, advance, now } = liveBatches();
    const write = marks.startWrite();
    subject.receive(calendar);
    advance(5_000);
    expect(flushed).toEqual([]);
    marks.settleWrite(write, now());
    const itsMark: StreamItem = { kind: 'mark', mark: write };
    subject.receive(itsMark);
    marks.markArrived(write);
    advance(100);
    expect(flushed).toEqual([[calendar, itsMark]]);
  });

  it('waits 2 s past an answer for its mark, and 10 s from the first change at most', () => {
    const { marks, subject, flushed, advance, now } = liveBatches();
    const answered = marks.startWrite();
    subject.receive(calendar);
    advance(500);
    marks.settleWrite(answered, now());
    advance(1_900);
    expect(flushed).toEqual([]);
    advance(200);
    expect(flushed).toEqual([[calendar]]);

    marks.startWrite();
    subject.receive(bell);
    advance(9_999);
    expect(flushed).toHaveLength(1);
    advance(100);
    expect(flushed).toEqual([[calendar], [bell]]);
  });
});
