// The periodic cleanup: stale rows go, live ones stay, and the job is scheduled and runs on the queue.
// On both databases: pg-boss's schedules and maintenance run on PGlite's single connection.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { codeSends, mailOutbox, oneTimeCodes, rateLimits, sessions } from '../src/db/schema';
import { createCleanupRepository } from '../src/jobs/cleanup/repository';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup } from '../src/jobs/cleanup/worker';
import { createTestApp, type TestContext } from './helpers/app';
import { registerUser } from './helpers/factories';
import { waitUntil } from './helpers/wait';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** One stale and one live row in every table the cleanup prunes; returns their keys. */
async function seedRows(now: number) {
  const db = ctx.database.db;
  const { user } = await registerUser(ctx);
  const at = (offset: number) => new Date(now + offset);
  const session = (label: string, expiresIn: number, lastUsedAgo: number) => ({
    user_id: user.id,
    token_hash: `${label}-${randomUUID()}`,
    created_at: at(-lastUsedAgo),
    last_used_at: at(-lastUsedAgo),
    expires_at: at(expiresIn),
  });
  const [expired, idle, live] = await db
    .insert(sessions)
    .values([session('expired', -MINUTE, 0), session('idle', 20 * DAY, 8 * DAY), session('live', 29 * DAY, HOUR)])
    .returning({ id: sessions.id });

  const keyPrefix = `cleanup-${randomUUID()}`;
  await db.insert(rateLimits).values([
    { key: `${keyPrefix}:ended`, count: 3, reset_at: now - 1000 },
    { key: `${keyPrefix}:open`, count: 3, reset_at: now + MINUTE },
  ]);

  const code = (expiresIn: number) => ({
    user_id: user.id,
    purpose: 'password_reset',
    code_hash: randomUUID(),
    expires_at: at(expiresIn),
  });
  const [expiredCode, liveCode] = await db
    .insert(oneTimeCodes)
    .values([code(-MINUTE), code(10 * MINUTE)])
    .returning({ id: oneTimeCodes.id });

  const address = `cleanup-${randomUUID()}@example.com`;
  const [oldSend, recentSend] = await db
    .insert(codeSends)
    .values([
      { address, purpose: 'password_reset', sent_at: at(-DAY - HOUR) },
      { address, purpose: 'password_reset', sent_at: at(-DAY + HOUR) },
    ])
    .returning({ id: codeSends.id });

  const mail = (createdAgo: number) => ({
    to_address: address,
    subject: 'code',
    text_body: '123456',
    html_body: '123456',
    created_at: at(-createdAgo),
  });
  const [oldMail, recentMail] = await db
    .insert(mailOutbox)
    .values([mail(DAY + HOUR), mail(HOUR)])
    .returning({ id: mailOutbox.id });

  return {
    stale: {
      sessions: [expired!.id, idle!.id],
      rateLimits: [`${keyPrefix}:ended`],
      codes: [expiredCode!.id],
      codeSends: [oldSend!.id],
      outbox: [oldMail!.id],
    },
    live: {
      sessions: [live!.id],
      rateLimits: [`${keyPrefix}:open`],
      codes: [liveCode!.id],
      codeSends: [recentSend!.id],
      outbox: [recentMail!.id],
    },
  };
}

type Keys = Awaited<ReturnType<typeof seedRows>>['stale'];

/** Which of the given keys are still in their tables. */
async function remaining(keys: Keys): Promise<Keys> {
  const db = ctx.database.db;
  const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  return {
    sessions: ids(await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, keys.sessions))),
    rateLimits: (
      await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, keys.rateLimits))
    ).map((row) => row.key),
    codes: ids(await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(inArray(oneTimeCodes.id, keys.codes))),
    codeSends: ids(await db.select({ id: codeSends.id }).from(codeSends).where(inArray(codeSends.id, keys.codeSends))),
    outbox: ids(await db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, keys.outbox))),
  };
}

const none: Keys = { sessions: [], rateLimits: [], codes: [], codeSends: [], outbox: [] };

describe('runCleanup', () => {
  it('deletes expired sessions, ended rate-limit windows, expired codes, day-old sends and outbox mail, and nothing live', async () => {
    const now = Date.now();
    const rows = await seedRows(now);

    const counts = await runCleanup(createCleanupRepository(ctx.database.db), new Date(now));

    expect(await remaining(rows.stale)).toEqual(none);
    expect(await remaining(rows.live)).toEqual(rows.live);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    for (const count of [counts.rateLimits, counts.codes, counts.codeSends, counts.outbox])
      expect(count).toBeGreaterThanOrEqual(1);
  });

  it('keeps the session a user just signed in with', async () => {
    const { user } = await registerUser(ctx);
    await runCleanup(createCleanupRepository(ctx.database.db), new Date());
    const left = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id));
    expect(left).toHaveLength(1);
  });
});

describe('the cleanup job', () => {
  it('is scheduled every 15 minutes on the queue', async () => {
    const rows = await queryRows(
      ctx.database.db,
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${ctx.queueName(CLEANUP_QUEUE)}`,
    );
    expect(rows).toEqual([{ cron: CLEANUP_CRON, timezone: 'UTC' }]);
    expect(CLEANUP_CRON).toBe('*/15 * * * *');
  });

  it('prunes stale rows when the queue runs it', async () => {
    const rows = await seedRows(Date.now());
    await ctx.queue.send(CLEANUP_QUEUE, {});
    await waitUntil(
      async () => JSON.stringify(await remaining(rows.stale)) === JSON.stringify(none),
      'the cleanup job removed the stale rows',
    );
    expect(await remaining(rows.live)).toEqual(rows.live);
  });
});
