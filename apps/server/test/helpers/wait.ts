// Waiting for an outcome another process brings about (a queue worker): a condition, not a sleep.

/**
 * Polls `condition` every 100 ms for at most `withinMs` (20 s unless told), and fails naming `what`,
 * and what `describe` says of the state then, if it never holds.
 */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  { withinMs = 20_000, describe }: { withinMs?: number; describe?: () => string } = {},
): Promise<void> {
  for (let poll = 0; poll < withinMs / 100; poll += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not true after ${withinMs / 1000} s: ${what}${describe ? ` (${describe()})` : ''}`);
}
