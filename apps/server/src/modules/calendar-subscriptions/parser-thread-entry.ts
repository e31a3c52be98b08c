// The parser's thread (parser-thread.ts): reads one calendar file per message.
import { parentPort } from 'node:worker_threads';
import { FeedError, feedMessages } from './messages';
import { parseCalendar } from './parse-calendar';

export type ParseRequest = { bytes: Uint8Array; nowMs: number; personZone: string };
export type ParseReply = { ok: true; bounds: Float64Array; isTruncated: boolean } | { ok: false; reason: string };

parentPort!.on('message', (request: ParseRequest) => {
  try {
    const text = new TextDecoder('utf-8').decode(request.bytes);
    const parsed = parseCalendar(text, { now: new Date(request.nowMs), personZone: request.personZone });
    const bounds = new Float64Array(parsed.spans.length * 2);
    parsed.spans.forEach((span, index) => {
      bounds[2 * index] = span.start.getTime();
      bounds[2 * index + 1] = span.end.getTime();
    });
    parentPort!.postMessage({ ok: true, bounds, isTruncated: parsed.isTruncated } satisfies ParseReply, [
      bounds.buffer,
    ]);
  } catch (error) {
    const reason = error instanceof FeedError ? error.message : feedMessages.notCalendar;
    parentPort!.postMessage({ ok: false, reason } satisfies ParseReply);
  }
});
