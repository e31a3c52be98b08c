// Calendar files are parsed on a thread of their own: a 5 MB file takes seconds that the API's
// requests must not wait behind, and some recurrence rules make ical.js loop for ever (FREQ=DAILY;
// BYMONTH=2;BYMONTHDAY=30 never matches), which only ending the thread can stop.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BusySpan } from '../busy-blocks';
import { FeedError, feedMessages } from './messages';
import type { ParseReply, ParseRequest } from './parser-thread-entry';

export const PARSER_THREAD_LIMITS = {
  /** One file's parse; past it the thread is ended and the file refused. */
  timeoutMs: 20_000,
  /** An idle thread ends after this; the next file starts another. */
  idleMs: 60_000,
} as const;

export type ParsedFile = { spans: BusySpan[]; isTruncated: boolean };

/**
 * The thread runs the TypeScript sources as the server does (tsx), so it registers tsx's loader
 * itself: a worker inherits no loader from vitest, and its entry must not depend on how the app started.
 */
function startThread(): Worker {
  // tsx's ESM entry (its CommonJS one registers paths that do not exist from a worker).
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./parser-thread-entry.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(loader)}).then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(bootstrap, { eval: true });
  // Never the reason a process stays up (tests, shutdown).
  worker.unref();
  return worker;
}

export function createParserThread(limits: { timeoutMs: number; idleMs: number } = PARSER_THREAD_LIMITS) {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function stop() {
    const ending = worker;
    worker = null;
    if (ending) void ending.terminate();
  }

  function parseOne(bytes: Uint8Array, now: Date, personZone: string): Promise<ParsedFile> {
    clearTimeout(idle);
    const thread = (worker ??= startThread());
    return new Promise<ParsedFile>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        thread.off('message', onReply);
        thread.off('error', onFailure);
        thread.off('exit', onFailure);
      };
      const onReply = (reply: ParseReply) => {
        done();
        if (!reply.ok) return reject(new FeedError(reply.reason));
        const spans: BusySpan[] = [];
        for (let index = 0; index < reply.bounds.length; index += 2) {
          spans.push({ start: new Date(reply.bounds[index]!), end: new Date(reply.bounds[index + 1]!) });
        }
        resolve({ spans, isTruncated: reply.isTruncated });
      };
      const onFailure = (error: unknown) => {
        done();
        if (worker === thread) worker = null;
        reject(error instanceof Error ? error : new Error('the calendar parser thread ended'));
      };
      const timer = setTimeout(() => {
        done();
        stop();
        reject(new FeedError(feedMessages.tooComplex));
      }, limits.timeoutMs);
      thread.on('message', onReply);
      thread.once('error', onFailure);
      thread.once('exit', onFailure);
      // Copied once into a buffer of its own, which then moves to the thread: the caller's may be
      // a slice of Node's shared pool, which Node 22 and later refuse to transfer.
      const owned = new Uint8Array(bytes);
      const request: ParseRequest = { bytes: owned, nowMs: now.getTime(), personZone };
      thread.postMessage(request, [owned.buffer as ArrayBuffer]);
    }).finally(() => {
      idle = setTimeout(stop, limits.idleMs);
      idle.unref();
    });
  }

  return {
    /** The file's busy spans; one file at a time, in the order asked. */
    parse(bytes: Uint8Array, now: Date, personZone: string): Promise<ParsedFile> {
      const run = queue.then(() => parseOne(bytes, now, personZone));
      queue = run.catch(() => undefined);
      return run;
    },
    close: stop,
  };
}

export type ParserThread = ReturnType<typeof createParserThread>;
