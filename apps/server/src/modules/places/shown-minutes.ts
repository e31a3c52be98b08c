// The minutes of another person's trip, as anyone else is shown them (behaviour.md, "Travel
// times: your area, never your street"): rounded up to the next 5 minutes, never under 5, so they
// say how far, not where from. A caller's own trips stay to the minute.
export const OTHERS_MINUTES_STEP = 5;

/** Rounded up to the step, never under it ("12 minutes" is shown 15: never an underestimate). */
export function roundOthersMinutes(minutes: number): number {
  return Math.max(OTHERS_MINUTES_STEP, Math.ceil(Math.ceil(minutes) / OTHERS_MINUTES_STEP) * OTHERS_MINUTES_STEP);
}
