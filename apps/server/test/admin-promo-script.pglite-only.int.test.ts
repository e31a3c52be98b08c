// The admin script that creates promo codes (npm run admin:promo), run as an operator runs it, where
// no database of the pass is involved: its arguments are refused before it opens any database, and
// on PGlite it refuses a data directory the server holds. PostgreSQL adds nothing to these, so they
// run in the PGlite pass only; admin-promo-script.int.test.ts creates codes in both passes.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDataDir } from './helpers/app';
import { runScript, SCRIPT_TIMEOUT_MS, usage } from './helpers/admin-script';

describe('npm run admin:promo: arguments', () => {
  // Every refusal is read in src/scripts/promo-code-options.test.ts; here, as an operator sees
  // them, one of the script's own and one of node's argument parser.
  it.each([
    ['no arguments', [], '--max-uses must be a whole number of at least 1.'],
    ['an unknown option', ['--max-uses', '5', '--uses', '3'], "Unknown option '--uses'"],
  ])(
    'refuses %s with the reason and the usage, before opening any database',
    async (_label, args, message) => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'hangtime-promo-usage-')), 'data');
      const run = await runScript(args, { dataDir });
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain(usage);
      expect(run.stdout).toBe('');
      expect(existsSync(dataDir)).toBe(false);
    },
    SCRIPT_TIMEOUT_MS,
  );
});

describe('npm run admin:promo: the data directory', () => {
  it(
    'on PGlite, refuses to run while the server holds the data directory',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-promo-locked-'));
      const server = await openTestDataDir(dataDir);
      try {
        const run = await runScript(['--code', 'LOCKED', '--max-uses', '5'], { dataDir });
        expect(run.exitCode).toBe(1);
        expect(run.stderr).toContain('is in use by another Hangtime process');
        expect(run.stderr).toContain('stop the Hangtime server, then run this command again');
      } finally {
        await server.close();
      }
    },
    SCRIPT_TIMEOUT_MS,
  );
});
