// The process's live-updates hub: one LISTEN for the whole process (the database's triggers announce
// every change there, whichever instance or job made it), fanned out in memory to the streams open
// on this instance, each of which hears only about its own person.
import type { LiveTopic } from '@hangtime/core/live-updates/topics';
import { markPayload, parseSignal } from './signals';

/** An open stream, as the hub sees it. */
export type LiveStream = {
  userId: string;
  sessionId: string;
  send(topic: LiveTopic): void;
  /** Passes on the mark of one of the person's own writes (signals.ts). */
  mark(mark: string): void;
  /** Ends the stream; the client reconnects (or, for an ended session, is signed out). */
  end(): void;
};

export type ListenerEvents = {
  onSignal(payload: string): void;
  onListening(isListening: boolean): void;
  onError(error: unknown): void;
};

export type LiveUpdatesOptions = {
  /** Starts the one LISTEN (db/change-listener.ts); the hub stops it when closed. */
  listen(events: ListenerEvents): { stop(): Promise<void> };
  /** Sends a payload on the channel the LISTEN hears, resolving once it is committed. */
  announce(payload: string): Promise<void>;
  /** Streams one person may have open on one instance (tabs, devices). */
  maxStreamsPerPerson?: number;
};

type WarningLog = { warn(object: object, message: string): void };

/** Enough for every tab and device of one person; a bound on what a stolen token can hold open. */
export const MAX_STREAMS_PER_PERSON = 8;

export function createLiveUpdates(options: LiveUpdatesOptions) {
  const maxPerPerson = options.maxStreamsPerPerson ?? MAX_STREAMS_PER_PERSON;
  const streamsOf = new Map<string, Set<LiveStream>>();
  let listener: { stop(): Promise<void> } | null = null;
  let isListening = false;
  let waiters: (() => void)[] = [];

  function remove(stream: LiveStream) {
    const streams = streamsOf.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) streamsOf.delete(stream.userId);
  }

  function endAll(): number {
    const all = [...streamsOf.values()].flatMap((streams) => [...streams]);
    streamsOf.clear();
    for (const stream of all) stream.end();
    return all.length;
  }

  function receive(payload: string) {
    const signal = parseSignal(payload);
    if (!signal) return;
    const streams = streamsOf.get(signal.userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (signal.kind === 'change') {
        stream.send(signal.topic);
      } else if (signal.kind === 'mark') {
        stream.mark(signal.mark);
      } else if (stream.sessionId === signal.sessionId) {
        remove(stream);
        stream.end();
      }
    }
  }

  function setListening(value: boolean) {
    isListening = value;
    if (value) {
      for (const wake of waiters) wake();
      waiters = [];
    } else {
      // Signals may be lost until the LISTEN is back: the clients reconnect and refetch everything,
      // which is right whatever was missed.
      endAll();
    }
  }

  return {
    /** Starts listening (once); signals arrive from then on. */
    start(log: WarningLog) {
      listener ??= options.listen({
        onSignal: receive,
        onListening: setListening,
        onError: (error) => log.warn({ error: String(error) }, 'live updates: the LISTEN connection failed'),
      });
    },

    /** Resolves true once listening, or false after `withinMs`: a stream that cannot hear is not opened. */
    async waitUntilListening(withinMs: number): Promise<boolean> {
      if (isListening) return true;
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve(false);
        }, withinMs);
        waiters.push(wake);
      });
    },

    /**
     * Puts `mark` into `userId`'s streams on every instance. It goes through the database like the
     * triggers' signals, so it reaches each stream after every change committed before it.
     */
    announceMark: (userId: string, mark: string) => options.announce(markPayload(userId, mark)),

    /** Whether this person may open one more stream on this instance. */
    hasRoomFor: (userId: string) => (streamsOf.get(userId)?.size ?? 0) < maxPerPerson,

    /** Adds a stream unless its person has the most allowed open already; says whether it was added. */
    add(stream: LiveStream): boolean {
      const streams = streamsOf.get(stream.userId) ?? new Set<LiveStream>();
      if (streams.size >= maxPerPerson) return false;
      streams.add(stream);
      streamsOf.set(stream.userId, streams);
      return true;
    },

    remove,

    /** Streams open on this instance. */
    count: () => [...streamsOf.values()].reduce((sum, streams) => sum + streams.size, 0),

    /** Ends every open stream (shutdown); says how many. */
    endAll,

    async stop() {
      endAll();
      const stopping = listener;
      listener = null;
      isListening = false;
      await stopping?.stop();
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
