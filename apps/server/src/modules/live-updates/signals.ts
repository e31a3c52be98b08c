// The payloads announced on the live-updates channel, read back: the triggers' changes
// (migrations/0014_live_updates.sql) and ended sessions, and the marks of people's own writes
// (marks.ts).
import { isLiveMark, isLiveTopic, type LiveTopic } from '@hangtime/core/live-updates/topics';

export type Signal =
  | { kind: 'change'; userId: string; topic: LiveTopic }
  | { kind: 'session-ended'; userId: string; sessionId: string }
  | { kind: 'mark'; userId: string; mark: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "<topic>:<user>", "session-ended:<user>:<session>" or "mark:<user>:<mark>"; anything else is null (and ignored). */
export function parseSignal(payload: string): Signal | null {
  const [head, userId, third, ...rest] = payload.split(':');
  if (!head || !userId || !UUID.test(userId) || rest.length > 0) return null;
  if (head === 'session-ended') {
    return third && UUID.test(third) ? { kind: 'session-ended', userId, sessionId: third } : null;
  }
  if (head === 'mark') return third && isLiveMark(third) ? { kind: 'mark', userId, mark: third } : null;
  if (third !== undefined || !isLiveTopic(head)) return null;
  return { kind: 'change', userId, topic: head };
}

/** The payload that puts `mark` into `userId`'s streams. */
export function markPayload(userId: string, mark: string): string {
  return `mark:${userId}:${mark}`;
}
