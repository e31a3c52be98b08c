// Vitest for `npm run mutation` (Stryker): only packages/core's unit tests, with every property
// test cut to a tenth of its cases (vitest.mutation.fast-check.ts), since each mutant reruns them.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The same unusual zone as the unit project, so code that forgets an explicit zone still fails.
process.env.TZ ??= 'Asia/Kathmandu';

// fast-check's ES module, by path: its package exports no subpath to reach it by name.
const fastCheckModule = createRequire(import.meta.url)
  .resolve('fast-check')
  .replace(/lib\/cjs\/fast-check\.js$/, 'lib/fast-check.js');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^fast-check$/, replacement: fileURLToPath(new URL('vitest.mutation.fast-check.ts', import.meta.url)) },
      { find: /^fast-check-original$/, replacement: fastCheckModule },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
