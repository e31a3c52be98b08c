import { describe, expect, it } from 'vitest';
import type { LiveTopic } from '@hangtime/core/live-updates/topics';
import { createLiveUpdates, type ListenerEvents, type LiveStream } from './service';

const ana = '11111111-1111-4111-8111-111111111111';
const bo = '22222222-2222-4222-8222-222222222222';
const session = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A hub on a listener the test drives, and streams that record what they were told. */
function hubWithListener(maxStreamsPerPerson?: number) {
  let events!: ListenerEvents;
  let isStopped = false;
  const hub = createLiveUpdates({
    listen: (given) => {
      events = given;
      return { stop: async () => void (isStopped = true) };
    },
    // The channel, as the database would be: what is announced is heard.
    announce: async (payload) => events.onSignal(payload),
    maxStreamsPerPerson,
  });
  hub.start({ warn: () => {} });
  const streamOf = (userId: string, sessionId = session(1)) => {
    const stream = {
      userId,
      sessionId,
      topics: [] as LiveTopic[],
      marks: [] as string[],
      isEnded: false,
    } as LiveStream & {
      topics: LiveTopic[];
      marks: string[];
      isEnded: boolean;
    };
    stream.send = (topic) => void stream.topics.push(topic);
    stream.mark = (mark) => void stream.marks.push(mark);
    stream.end = () => void (stream.isEnded = true);
    return stream;
  };
  return { hub, events: () => events, streamOf, isStopped: () => isStopped };
}

describe('the live-updates hub', () => {
  it("hands a signal to its person's streams only, and ignores payloads it cannot read", () => {
    const { hub, events, streamOf } = hubWithListener();
    const anaTab = streamOf(ana);
    const anaPhone = streamOf(ana, session(2));
    const boTab = streamOf(bo);
    for (const stream of [anaTab, anaPhone, boTab]) expect(hub.add(stream)).toBe(true);
    events().onSignal(`calendar:${ana}`);
    events().onSignal(`weather:${bo}`);
    events().onSignal('bell');
    expect(anaTab.topics).toEqual(['calendar']);
    expect(anaPhone.topics).toEqual(['calendar']);
    expect(boTab.topics).toEqual([]);
  });

  it("hands a write's mark to its person's streams only", async () => {
    const { hub, streamOf } = hubWithListener();
    const anaTab = streamOf(ana);
    const anaPhone = streamOf(ana, session(2));
    const boTab = streamOf(bo);
    for (const stream of [anaTab, anaPhone, boTab]) hub.add(stream);
    await hub.announceMark(ana, 'a-write-of-anas-tab');
    expect(anaTab.marks).toEqual(['a-write-of-anas-tab']);
    expect(anaPhone.marks).toEqual(['a-write-of-anas-tab']);
    expect(boTab.marks).toEqual([]);
    expect(anaTab.topics).toEqual([]);
  });

  it("ends only the ended session's streams", () => {
    const { hub, events, streamOf } = hubWithListener();
    const loggedOut = streamOf(ana, session(1));
    const other = streamOf(ana, session(2));
    hub.add(loggedOut);
    hub.add(other);
    events().onSignal(`session-ended:${ana}:${session(1)}`);
    expect(loggedOut.isEnded).toBe(true);
    expect(other.isEnded).toBe(false);
    expect(hub.count()).toBe(1);
  });

  it('opens streams only while listening, and ends them all when the LISTEN is lost', async () => {
    const { hub, events, streamOf } = hubWithListener();
    expect(await hub.waitUntilListening(0)).toBe(false);
    const waiting = hub.waitUntilListening(10_000);
    events().onListening(true);
    expect(await waiting).toBe(true);
    const streams = [streamOf(ana), streamOf(bo)];
    for (const stream of streams) hub.add(stream);
    events().onListening(false);
    expect(streams.map((stream) => stream.isEnded)).toEqual([true, true]);
    expect(hub.count()).toBe(0);
    expect(await hub.waitUntilListening(0)).toBe(false);
  });

  it('holds at most the allowed number of streams per person', () => {
    const { hub, streamOf } = hubWithListener(2);
    expect(hub.add(streamOf(ana))).toBe(true);
    const second = streamOf(ana);
    expect(hub.add(second)).toBe(true);
    expect(hub.hasRoomFor(ana)).toBe(false);
    expect(hub.add(streamOf(ana))).toBe(false);
    expect(hub.hasRoomFor(bo)).toBe(true);
    hub.remove(second);
    expect(hub.hasRoomFor(ana)).toBe(true);
  });

  it('stops: every stream ended and the LISTEN stopped', async () => {
    const { hub, streamOf, isStopped } = hubWithListener();
    const stream = streamOf(ana);
    hub.add(stream);
    await hub.stop();
    expect(stream.isEnded).toBe(true);
    expect(isStopped()).toBe(true);
  });
});
