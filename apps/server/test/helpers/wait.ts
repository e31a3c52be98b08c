// Waiting for an outcome another process brings about (a queue worker): a condition, not a sleep.

/** Polls `condition` every 100 ms, at most 200 times, and fails naming `what` if it never holds. */
export async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let poll = 0; poll < 200; poll += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not true after 20 s: ${what}`);
}
