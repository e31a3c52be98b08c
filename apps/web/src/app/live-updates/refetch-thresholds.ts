// Which reads a batch of live signals still makes stale (docs/behaviour.md "Live updates (issue
// 26)"). The stream shows signals in the order their changes were committed, and a mark of one of
// this tab's writes comes after every change committed before that write was answered. So a change
// followed in the stream by the mark of a write answered at time T is in every read this tab
// started after T: such reads need no second fetch. That is the echo of the tab's own write, which
// the write's own refetch has already read.
import type { LiveTopic } from '@hangtime/core/live-updates/topics';

export type StreamItem = { kind: 'change'; topic: LiveTopic } | { kind: 'mark'; mark: string };

/**
 * For each topic with a change in `items` (in stream order): the moment after which a started read
 * has seen all of the topic's changes, or null when some change is followed by no mark of this
 * tab's answered writes (every read of the topic is stale).
 */
export function refetchThresholds(
  items: readonly StreamItem[],
  answerTimeOf: (mark: string) => number | undefined,
): Map<LiveTopic, number | null> {
  const thresholds = new Map<LiveTopic, number | null>();
  // Walking back from the end: the earliest answer among the marks after the current item.
  let earliestLaterAnswer: number | null = null;
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]!;
    if (item.kind === 'mark') {
      const answeredAt = answerTimeOf(item.mark);
      if (answeredAt !== undefined) earliestLaterAnswer = Math.min(earliestLaterAnswer ?? answeredAt, answeredAt);
      continue;
    }
    const known = thresholds.get(item.topic);
    if (known === null) continue;
    thresholds.set(
      item.topic,
      earliestLaterAnswer === null ? null : Math.max(known ?? earliestLaterAnswer, earliestLaterAnswer),
    );
  }
  return thresholds;
}
