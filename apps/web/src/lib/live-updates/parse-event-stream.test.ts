import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './parse-event-stream';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('createEventStreamParser', () => {
  it('reads named events and skips heartbeats', () => {
    expect(parse(['event: ready\ndata: {}\n\n: keep-alive\n\nevent: change\ndata: bell\n\n'])).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: 'bell' },
    ]);
  });

  it('puts together an event split across chunks anywhere', () => {
    const text = 'event: change\ndata: calendar\n\nevent: change\ndata: friends\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'change', data: 'calendar' },
        { event: 'change', data: 'friends' },
      ]);
    }
  });

  it('dispatches nothing until the blank line, and names an unnamed event "message"', () => {
    expect(parse(['data: half'])).toEqual([]);
    expect(parse(['data: a\r\ndata:b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
