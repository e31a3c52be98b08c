/** Spec §4 and §9: Hangtime Now!'s loading state shows for at least a second, so it reads as work done, not a flicker. */
export const HANGTIME_NOW_MIN_LOADING_MS = 1000;

/** `work`'s outcome (its value or its failure), but never sooner than `ms` after the call. */
export async function settleNoSoonerThan<T>(work: Promise<T>, ms: number): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [outcome] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    wait,
  ]);
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}
