// What a live-updates stream says (docs/behaviour.md "Live updates (issue 26)"): only which of the
// person's views changed, never what changed or whose doing it was. The client refetches that view
// through its usual authorized calls. Besides, a person's own write may ask for a mark: once the
// write is done, the server puts the write's mark into that person's streams, after the changes
// the write made (and any others committed before it), so a tab can tell which signals the reads
// it started after the write's answer have already seen.
export const LIVE_TOPICS = ['bell', 'calendar', 'friends'] as const;

export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function isLiveTopic(value: string): value is LiveTopic {
  return (LIVE_TOPICS as readonly string[]).includes(value);
}

/** The stream's path: one authenticated GET, the bearer token in its header, never in the URL. */
export const LIVE_UPDATES_PATH = '/api/live-updates';

/**
 * The SSE event names: `ready` once the stream listens, then `change` with a topic as its data, and
 * `mark` with the mark of one of the person's own writes as its data.
 */
export const LIVE_EVENTS = { ready: 'ready', change: 'change', mark: 'mark' } as const;

/** The request header by which a write asks for its mark (a tab's own random id for that write). */
export const LIVE_MARK_HEADER = 'live-updates-mark';

/** A mark: 16 to 64 letters, digits, '-' or '_' (nothing a signal's ':' could split). */
export function isLiveMark(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
