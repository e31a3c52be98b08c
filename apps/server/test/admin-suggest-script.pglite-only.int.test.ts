// The operator's run of the weekly suggestions (npm run admin:suggest), as an operator runs it: a
// separate process on the database the server would open. PGlite only: on the shared PostgreSQL
// database of the other pass it would plan for every test file's people.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { runScript, SCRIPT_TIMEOUT_MS } from './helpers/admin-script';
import { createTestApp, openTestDataDir, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { addDailyWindow, likeTenActivities } from './helpers/schedule';

const NEW_YORK = 'America/New_York';

async function readyPerson(ctx: TestContext, first_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Script', timezone: NEW_YORK });
  await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });
  await likeTenActivities(ctx, person);
  return person;
}

describe('npm run admin:suggest', () => {
  it(
    'runs the weekly suggestions once for everyone eligible and says how many it proposed',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-suggest-'));
      const ctx = await createTestApp({
        withWorkers: false,
        openDatabase: () => openTestDataDir(dataDir),
      });
      try {
        const people = [];
        for (const name of ['Nora', 'Leo', 'Carl', 'Dana']) people.push(await readyPerson(ctx, name));
        for (let i = 0; i < people.length; i += 1)
          for (let j = i + 1; j < people.length; j += 1) await makeFriends(ctx, people[i]!, people[j]!);
      } finally {
        await ctx.close();
      }

      const run = await runScript([], { dataDir }, 'suggest');
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      // Four friends free together: one suggestion, to one of them (behaviour.md §8).
      expect(run.stdout.trim()).toBe(
        'Proposed 1 hangout suggestion (4 people eligible, 0 expired suggestions removed)',
      );

      const database = await openTestDataDir(dataDir);
      try {
        expect(await database.db.select().from(events).where(eq(events.status, 'suggested'))).toHaveLength(1);
      } finally {
        await database.close();
      }

      const again = await runScript([], { dataDir }, 'suggest');
      expect(again.exitCode).toBe(0);
      expect(again.stdout.trim()).toBe(
        'Proposed 0 hangout suggestions (3 people eligible, 0 expired suggestions removed)',
      );
    },
    4 * SCRIPT_TIMEOUT_MS,
  );

  it(
    'refuses an argument, and a data directory the server holds',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-suggest-'));
      const extra = await runScript(['now'], { dataDir }, 'suggest');
      expect(extra.exitCode).toBe(1);
      expect(extra.stderr).toContain('Usage: npm run admin:suggest');

      const held = await openTestDataDir(dataDir);
      try {
        const locked = await runScript([], { dataDir }, 'suggest');
        expect(locked.exitCode).toBe(1);
        expect(locked.stderr).toContain('stop the Hangtime server, then run this command again');
      } finally {
        await held.close();
      }
    },
    3 * SCRIPT_TIMEOUT_MS,
  );
});
