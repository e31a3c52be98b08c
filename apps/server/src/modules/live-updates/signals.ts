// The payloads the triggers announce (migrations/0014_live_updates.sql), read back.
import { isLiveTopic, type LiveTopic } from '@hangtime/core/live-updates/topics';

export type Signal =
  | { kind: 'change'; userId: string; topic: LiveTopic }
  | { kind: 'session-ended'; userId: string; sessionId: string }
  | { kind: 'sessions-changed'; userId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * "<topic>:<user>", "session-ended:<user>:<session>" or "sessions-changed:<user>" (an account no
 * longer verified, migration 0020); anything else is null (and ignored).
 */
export function parseSignal(payload: string): Signal | null {
  const [head, userId, sessionId, ...rest] = payload.split(':');
  if (!head || !userId || !UUID.test(userId) || rest.length > 0) return null;
  if (head === 'session-ended') {
    return sessionId && UUID.test(sessionId) ? { kind: 'session-ended', userId, sessionId } : null;
  }
  if (sessionId !== undefined) return null;
  if (head === 'sessions-changed') return { kind: 'sessions-changed', userId };
  if (!isLiveTopic(head)) return null;
  return { kind: 'change', userId, topic: head };
}
