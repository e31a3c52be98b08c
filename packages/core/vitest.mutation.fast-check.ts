// fast-check as the tests see it under mutation testing (vitest.mutation.config.ts aliases it):
// every mutant reruns the property tests that cover it, so each fc.assert runs a tenth of its cases
// (at least 10), enough to kill mutants and short enough for a run to take minutes, not hours. The
// property tests themselves are unchanged, and `npm test` runs them in full.
import * as fastCheck from 'fast-check-original';

export * from 'fast-check-original';

const SCALE = 0.1;

export const assert = ((
  property: Parameters<typeof fastCheck.assert>[0],
  params?: Parameters<typeof fastCheck.assert>[1],
) =>
  fastCheck.assert(property, {
    ...params,
    numRuns: Math.max(10, Math.round((params?.numRuns ?? 100) * SCALE)),
  })) as typeof fastCheck.assert;

export default { ...fastCheck, assert };
