// How long to wait before reconnecting the live-updates stream: exponential with jitter, so a
// restarted server is not met by every client at once.

/** The first wait, and the longest any wait grows to. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 60_000;

/**
 * The wait before try `attempt` (0 for the first retry): between half and all of 1 s · 2^attempt,
 * capped at a minute, and never shorter than a Retry-After the server gave.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random, retryAfterSeconds?: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1000);
}
