// A log kept in memory, for tests that read what the app wrote: the app's own redaction list, as
// main.ts configures it, at the most verbose level.
import { Writable } from 'node:stream';
import { redactedPaths } from '../../src/lib/log-redaction';

export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return {
    lines,
    /** Everything written so far, as one text. */
    text: () => lines.join(''),
    logger: { level: 'trace', stream, redact: { paths: redactedPaths, censor: '[redacted]' } },
  };
}
