// How many cases a property test generates: PROPERTY_RUNS_SCALE=10 npm run test:unit soaks the
// engine's properties for longer, a fraction shortens them (at least 20 cases each).
export function propertyRuns(runs: number): number {
  const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? '1');
  return Math.max(20, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
