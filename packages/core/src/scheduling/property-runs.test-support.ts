// How many cases a property test generates. Mutation testing (npm run mutation) reruns the tests for
// every mutant and sets PROPERTY_RUNS_SCALE to a fraction, so a run takes minutes rather than hours.
export function propertyRuns(runs: number): number {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? '1');
  return Math.max(20, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
