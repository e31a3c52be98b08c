// This tab's writes and their marks (docs/behaviour.md "Live updates (issue 26)"). Each write the
// API client sends carries a new random mark; the server puts it into this person's live streams
// after the write's changes, before answering. When the answer came is kept here: a read this tab
// started after that moment has seen every change its stream showed before the mark.

/** Enough for the writes whose marks may still be on their way; older ones are let go. */
const KEPT = 64;
const answeredAt = new Map<string, number>();

/** A fresh mark: 16 random bytes as hex (crypto.randomUUID needs a secure context; this does not). */
export function newMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The write that carried `mark` was answered with success at `at` (performance.now()). */
export function recordAnswer(mark: string, at: number = performance.now()): void {
  answeredAt.set(mark, at);
  if (answeredAt.size > KEPT) answeredAt.delete(answeredAt.keys().next().value!);
}

/** When this tab had the answer to the write that carried `mark`; undefined for another's mark. */
export function answerTimeOf(mark: string): number | undefined {
  return answeredAt.get(mark);
}
