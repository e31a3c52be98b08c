// The payloads the triggers announce (migrations/0014_live_updates.sql), read back.
import { isLiveTopic, type LiveTopic } from '@hangtime/core/live-updates/topics';

export type Signal =
  { kind: 'change'; userId: string; topic: LiveTopic } | { kind: 'session-ended'; userId: string; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "<topic>:<user>" or "session-ended:<user>:<session>"; anything else is null (and ignored). */
export function parseSignal(payload: string): Signal | null {
  const [head, userId, sessionId, ...rest] = payload.split(':');
  if (!head || !userId || !UUID.test(userId) || rest.length > 0) return null;
  if (head === 'session-ended') {
    return sessionId && UUID.test(sessionId) ? { kind: 'session-ended', userId, sessionId } : null;
  }
  if (sessionId !== undefined || !isLiveTopic(head)) return null;
  return { kind: 'change', userId, topic: head };
}
