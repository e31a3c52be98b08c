import { describe, expect, it } from 'vitest';
import { createBatchedLogStream, LOG_BATCH_BYTES } from './batched-log-stream';

const info = (n: number) => `{"level":30,"msg":"line ${n}"}\n`;

function harness() {
  const written: string[] = [];
  const timers: (() => void)[] = [];
  const stream = createBatchedLogStream({ write: (text) => written.push(text) }, (flush) => timers.push(flush));
  return { written, timers, stream };
}

describe('the batched log stream', () => {
  it('writes info lines together, once the timer fires, in their order', () => {
    const { written, timers, stream } = harness();
    stream.write(info(1));
    stream.write(info(2));
    expect(written).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(written).toEqual([info(1) + info(2)]);
    stream.write(info(3));
    expect(timers).toHaveLength(2);
    timers[1]!();
    expect(written).toEqual([info(1) + info(2), info(3)]);
  });

  it('writes a warning or an error at once, with the lines before it', () => {
    const { written, timers, stream } = harness();
    stream.write(info(1));
    stream.write('{"level":50,"msg":"boom"}\n');
    expect(written).toEqual([info(1) + '{"level":50,"msg":"boom"}\n']);
    stream.write('{"level":40,"msg":"careful"}\n');
    expect(written).toHaveLength(2);
    // The timer set for the first line finds nothing left to write.
    timers[0]!();
    expect(written).toHaveLength(2);
  });

  it('writes a full batch without waiting, and what waits on flush', () => {
    const { written, stream } = harness();
    const line = info(0);
    const lines = Math.ceil(LOG_BATCH_BYTES / line.length);
    for (let n = 0; n < lines; n += 1) stream.write(line);
    expect(written).toEqual([line.repeat(lines)]);
    stream.write(info(1));
    stream.flush();
    expect(written).toEqual([line.repeat(lines), info(1)]);
  });
});
