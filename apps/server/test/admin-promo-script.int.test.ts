// The admin script that creates promo codes (npm run admin:promo), run as an operator runs it: a
// separate process on the database the server would open. With TEST_DB=postgres it writes to
// TEST_DATABASE_URL; otherwise to PGlite in a fresh DATA_DIR. Its arguments and the PGlite data
// lock: admin-promo-script.pglite-only.int.test.ts.
// On both databases: the script opens a PGlite data directory or a PostgreSQL URL, two paths.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { promoCodes } from '../src/db/schema';
import { runScript, SCRIPT_TIMEOUT_MS } from './helpers/admin-script';
import { openTestDatabase, openTestDataDir, testDatabaseKind } from './helpers/app';

/**
 * Where the script writes in this pass, and how the test reads it afterwards. A PGlite directory is
 * migrated first, as the server leaves it before an operator runs the script (a fresh directory's
 * initdb and migrations cost the script twice its own run; start-script covers a fresh one).
 */
async function scriptDatabase(): Promise<{ target: { dataDir: string; url?: string }; open(): Promise<Database> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-promo-'));
  if (testDatabaseKind() === 'postgres') {
    return { target: { dataDir, url: process.env.TEST_DATABASE_URL }, open: openTestDatabase };
  }
  await (await openTestDataDir(dataDir)).close();
  return { target: { dataDir }, open: () => openDatabase({ kind: 'pglite', dir: dataDir }) };
}

async function readPromoCodes(database: Database, code: string) {
  return database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
}

describe('npm run admin:promo: creating codes', () => {
  it(
    'creates a code (upper-cased, expiring when the given day begins) and refuses to create it again',
    async () => {
      const where = await scriptDatabase();
      const code = `BETA-${randomUUID().slice(0, 8).toUpperCase()}`;

      const created = await runScript(
        ['--code', `  ${code.toLowerCase()} `, '--max-uses', '25', '--expires', '2027-01-01'],
        where.target,
      );
      expect(created.stderr).toBe('');
      expect(created.exitCode).toBe(0);
      expect(created.stdout.trim()).toBe(
        `Created promo code ${code} (up to 25 uses, expires 2027-01-01T00:00:00.000Z)`,
      );

      const again = await runScript(['--code', code, '--max-uses', '99'], where.target);
      expect(again.exitCode).toBe(1);
      expect(again.stderr).toContain(`The promo code ${code} already exists.`);
      expect(again.stdout).toBe('');

      const database = await where.open();
      try {
        const rows = await readPromoCodes(database, code);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ code, max_uses: 25, uses: 0, expires_at: new Date('2027-01-01T00:00:00Z') });
      } finally {
        await database.close();
      }
    },
    3 * SCRIPT_TIMEOUT_MS,
  );

  it(
    'makes up a readable code when none is given; it never expires',
    async () => {
      const where = await scriptDatabase();
      const run = await runScript(['--max-uses', '3'], where.target);
      expect(run.exitCode).toBe(0);
      const code = /^Created promo code (\S+) \(up to 3 uses, never expires\)$/.exec(run.stdout.trim())?.[1];
      // Eight characters without look-alikes (0/O, 1/I/L).
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);

      const database = await where.open();
      try {
        expect(await readPromoCodes(database, code!)).toEqual([
          expect.objectContaining({ max_uses: 3, uses: 0, expires_at: null }),
        ]);
      } finally {
        await database.close();
      }
    },
    2 * SCRIPT_TIMEOUT_MS,
  );
});
