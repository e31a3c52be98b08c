// The operator's key rotation (npm run admin:reseal, docs/operations.md "Rotating it"): every
// stored secret sealed again under the new SECRET_KEY, in a separate process on the database the
// server would open. PGlite only: on the shared PostgreSQL database it would touch every file's rows.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, googleCalendarLinks } from '../src/db/schema';
import { createSecretBox } from '../src/lib/secret-box';
import { runScript, SCRIPT_TIMEOUT_MS } from './helpers/admin-script';
import { createTestApp, openTestDataDir } from './helpers/app';
import { createVerifiedUser } from './helpers/factories';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);

async function readSealed(dataDir: string, userId: string) {
  const database = await openTestDataDir(dataDir);
  try {
    const [link] = await database.db.select().from(googleCalendarLinks).where(eq(googleCalendarLinks.user_id, userId));
    const [feed] = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
    return [link!.access_token, link!.refresh_token!, feed!.token];
  } finally {
    await database.close();
  }
}

describe('npm run admin:reseal', () => {
  it(
    'seals every stored secret again under the new key, and says what a wrong key could not open',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hangtime-reseal-'));
      const ctx = await createTestApp({
        withWorkers: false,
        openDatabase: () => openTestDataDir(dataDir),
      });
      let userId: string;
      try {
        const person = await createVerifiedUser(ctx);
        userId = person.user.id;
        const old = createSecretBox(oldKey);
        await ctx.database.db.insert(googleCalendarLinks).values({
          user_id: userId,
          access_token: old.seal('access-token'),
          refresh_token: old.seal('refresh-token'),
          access_token_expires_at: new Date(),
        });
        await ctx.database.db
          .insert(calendarFeeds)
          .values({ user_id: userId, token_hash: 'hash-of-feed-token', token: old.seal('feed-token') });
      } finally {
        await ctx.close();
      }

      // A key that opens nothing: the script says so, fails, and changes nothing.
      const wrongKey = await runScript([], { dataDir, env: { SECRET_KEY: randomBytes(32).toString('hex') } }, 'reseal');
      expect(wrongKey.exitCode).toBe(1);
      expect(wrongKey.stdout.trim()).toBe(
        'Sealed 0 secrets again under SECRET_KEY; 3 could not be opened with SECRET_KEY or SECRET_KEY_PREVIOUS',
      );
      expect(wrongKey.stderr).toContain('Cannot open a value of google_calendar_links.access_token');

      const rotation = { SECRET_KEY: newKey.toString('hex'), SECRET_KEY_PREVIOUS: oldKey.toString('hex') };
      const run = await runScript([], { dataDir, env: rotation }, 'reseal');
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('Sealed 3 secrets again under SECRET_KEY');
      expect(run.exitCode).toBe(0);
      const onlyNew = createSecretBox(newKey);
      expect((await readSealed(dataDir, userId!)).map((value) => onlyNew.open(value))).toEqual([
        'access-token',
        'refresh-token',
        'feed-token',
      ]);
    },
    3 * SCRIPT_TIMEOUT_MS,
  );
});
