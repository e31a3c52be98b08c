// The admin script that creates promo codes (npm run admin:promo), run as an operator runs it: a
// separate process on the database the server would open. With TEST_DB=postgres it writes to
// TEST_DATABASE_URL; otherwise to PGlite in a fresh DATA_DIR.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { promoCodes } from '../src/db/schema';
import { openTestDatabase, testDatabaseKind } from './helpers/app';

const root = join(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const script = join(root, 'apps/server/src/scripts/create-promo-code.ts');
const usage = 'Usage: npm run admin:promo -- [--code CODE] --max-uses N [--expires YYYY-MM-DD]';
const SCRIPT_TIMEOUT_MS = 60_000;

type Run = { exitCode: number; stdout: string; stderr: string };

function runScript(args: string[], database: { dataDir: string; url?: string }): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [script, ...args],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '' },
        timeout: SCRIPT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ exitCode, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** Where the script writes in this pass, and how the test reads it afterwards. */
function scriptDatabase(): { target: { dataDir: string; url?: string }; open(): Promise<Database> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-promo-'));
  if (testDatabaseKind() === 'postgres') {
    return { target: { dataDir, url: process.env.TEST_DATABASE_URL }, open: openTestDatabase };
  }
  return { target: { dataDir }, open: () => openDatabase({ kind: 'pglite', dir: dataDir }) };
}

async function readPromoCodes(database: Database, code: string) {
  return database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
}

describe('npm run admin:promo: arguments', () => {
  it.each([
    ['no arguments', [], '--max-uses must be a whole number of at least 1.'],
    ['--max-uses 0', ['--max-uses', '0'], '--max-uses must be a whole number of at least 1.'],
    ['a fractional --max-uses', ['--max-uses', '2.5'], '--max-uses must be a whole number of at least 1.'],
    ['a word for --max-uses', ['--max-uses', 'ten'], '--max-uses must be a whole number of at least 1.'],
    ['a 2-character code', ['--code', 'ab', '--max-uses', '5'], '--code takes 3 to 64 letters, digits, - or _.'],
    ['a code with a space inside', ['--code', 'BETA 2026', '--max-uses', '5'], '--code takes 3 to 64 letters, digits, - or _.'],
    ['a 65-character code', ['--code', 'A'.repeat(65), '--max-uses', '5'], '--code takes 3 to 64 letters, digits, - or _.'],
    ['an unreadable --expires', ['--max-uses', '5', '--expires', 'next tuesday'], '--expires takes a date (YYYY-MM-DD) or an ISO instant.'],
    ['an unknown option', ['--max-uses', '5', '--uses', '3'], "Unknown option '--uses'"],
  ])('refuses %s with the reason and the usage, before opening any database', async (_label, args, message) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hangtime-promo-usage-')), 'data');
    const run = await runScript(args, { dataDir });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain(usage);
    expect(run.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  }, SCRIPT_TIMEOUT_MS);
});

describe('npm run admin:promo: creating codes', () => {
  it('creates a code (upper-cased, expiring when the given day begins) and refuses to create it again', async () => {
    const where = scriptDatabase();
    const code = `BETA-${randomUUID().slice(0, 8).toUpperCase()}`;

    const created = await runScript(['--code', `  ${code.toLowerCase()} `, '--max-uses', '25', '--expires', '2027-01-01'], where.target);
    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    expect(created.stdout.trim()).toBe(`Created promo code ${code} (up to 25 uses, expires 2027-01-01T00:00:00.000Z)`);

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
  }, 3 * SCRIPT_TIMEOUT_MS);

  it('makes up a readable code when none is given; it never expires', async () => {
    const where = scriptDatabase();
    const run = await runScript(['--max-uses', '3'], where.target);
    expect(run.exitCode).toBe(0);
    const code = /^Created promo code (\S+) \(up to 3 uses, never expires\)$/.exec(run.stdout.trim())?.[1];
    // Eight characters without look-alikes (0/O, 1/I/L).
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);

    const database = await where.open();
    try {
      expect(await readPromoCodes(database, code!)).toEqual([expect.objectContaining({ max_uses: 3, uses: 0, expires_at: null })]);
    } finally {
      await database.close();
    }
  }, 2 * SCRIPT_TIMEOUT_MS);

  it('on PGlite, refuses to run while the server holds the data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-promo-locked-'));
    const server = await openDatabase({ kind: 'pglite', dir: dataDir });
    try {
      const run = await runScript(['--code', 'LOCKED', '--max-uses', '5'], { dataDir });
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toContain('is in use by another Hangtime process');
      expect(run.stderr).toContain('stop the Hangtime server, then run this command again');
    } finally {
      await server.close();
    }
  }, SCRIPT_TIMEOUT_MS);
});
