// Vitest for `npm run mutation` (Stryker): only packages/core's unit tests, with property tests cut
// to a tenth of their cases, since every mutant reruns the tests that cover it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The same unusual zone as the unit project, so code that forgets an explicit zone still fails.
process.env.TZ ??= 'Asia/Kathmandu';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { PROPERTY_RUNS_SCALE: '0.1' },
  },
});
