// Reads a text/event-stream as it arrives (the WHATWG format's subset the server writes: `event:`
// and `data:` lines, comment lines as heartbeats, a blank line ending each event; lines end in
// \n, a \r before it is dropped).

export type StreamEvent = { event: string; data: string };

/** A parser fed chunk by chunk (an event may be split anywhere); calls `onEvent` for each whole one. */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        readLine(line);
      }
    },
  };
}
