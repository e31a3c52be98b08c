// What a live-updates stream says (docs/behaviour.md "Live updates (issue 26)"): only which of the
// person's views changed, never what changed or whose doing it was. The client refetches that view
// through its usual authorized calls.
export const LIVE_TOPICS = ['bell', 'calendar', 'friends'] as const;

export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function isLiveTopic(value: string): value is LiveTopic {
  return (LIVE_TOPICS as readonly string[]).includes(value);
}

/** The stream's path: one authenticated GET, the bearer token in its header, never in the URL. */
export const LIVE_UPDATES_PATH = '/api/live-updates';

/** The SSE event names: `ready` once the stream listens, then `change` with a topic as its data. */
export const LIVE_EVENTS = { ready: 'ready', change: 'change' } as const;
