// The mail queue's drain rate and security mail behind a backlog (issue 25): invitations queued at
// once and delivered by the app's own mail worker, with the production polling settings, to a real
// SMTP server on this machine (the tests' sink). Before issue 25 the queue sent 2.00 messages a
// second (four pollers, one job each every 2 s) and a reset code waited 101 s behind 200 invitations.
// Run alone: npx tsx bench/mail-drain.ts (BENCH_DATABASE_URL for PostgreSQL, else PGlite).
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { startQueue } from '../apps/server/src/jobs/queue';
import { createSecretBox } from '../apps/server/src/lib/secret-box';
import {
  createMailRepository,
  createMailService,
  createSmtpMailer,
  startMailWorker,
} from '../apps/server/src/modules/mail';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/helpers/smtp-sink';

export type MailDrainRow = { what: string; database: string; measured: string; budget: string };

const DRAIN_MESSAGES = 500;
const BACKLOG_MESSAGES = 1000;
const resetSubject = 'Your Hangtime password reset code';

const silentLogger = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silentLogger,
} as never;

/** Polls the sink (a bench, not a test: 10 ms steps are part of what it reads). */
async function until(condition: () => boolean, limitMs: number): Promise<number> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > limitMs) throw new Error(`mail bench: not done after ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

const invitations = (count: number) =>
  Array.from({ length: count }, () => ({
    to: `invited-${randomUUID().slice(0, 13)}@bench.test`,
    params: { senderName: 'Nora', referralUrl: 'http://localhost/register?ref=NORA' },
  }));

const invitationsIn = (sink: SmtpSink) => sink.inbox.filter((mail) => mail.subject !== resetSubject).length;

/**
 * Drain rate (messages/s) of 500 invitations queued at once, and how long a reset code queued
 * behind 1,000 more takes to arrive. Opens a fresh PGlite unless given a database (which it closes).
 */
export async function measureMailDrain(options: { database?: Database; label?: string } = {}): Promise<MailDrainRow[]> {
  const database = options.database ?? (await openDatabase({ kind: 'pglite' }));
  const label = options.label ?? (database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
  await database.migrate();
  // Queue names of their own: a shared PostgreSQL may hold another run's jobs.
  const queue = await startQueue(database, silentLogger, { namespace: `bench-${randomUUID().slice(0, 8)}` });
  const sink = await startSmtpSink();
  const secrets = createSecretBox(randomBytes(32));
  try {
    await startMailWorker({
      queue,
      mailer: createSmtpMailer(sink.url, 'Hangtime <bench@hangtime.test>'),
      repository: createMailRepository(database.db),
      appOrigin: 'http://localhost:3000',
      log: silentLogger,
      secrets,
    });
    const mail = createMailService(queue, secrets);

    await mail.enqueueMany('friend_invitation', invitations(DRAIN_MESSAGES));
    const drainMs = await until(() => sink.inbox.length >= DRAIN_MESSAGES, 300_000);

    const before = sink.inbox.length;
    await mail.enqueueMany('friend_invitation', invitations(BACKLOG_MESSAGES));
    await mail.enqueue('reset_code', 'owner@bench.test', { firstName: 'Ann', code: '123456' });
    const resetMs = await until(() => sink.inbox.some((message) => message.subject === resetSubject), 60_000);
    const invitationsFirst = invitationsIn(sink) - before;
    await until(() => invitationsIn(sink) >= DRAIN_MESSAGES + BACKLOG_MESSAGES, 300_000);

    return [
      {
        what: `mail drain: ${DRAIN_MESSAGES} invitations queued at once, one instance, SMTP on this machine`,
        database: label,
        measured: `${((DRAIN_MESSAGES / drainMs) * 1000).toFixed(1)} messages/s (${(drainMs / 1000).toFixed(1)} s)`,
        budget: '≥ 50 messages/s (2.00 before issue 25)',
      },
      {
        what: `reset code mail queued behind ${BACKLOG_MESSAGES} invitations (${invitationsFirst} of them delivered before it)`,
        database: label,
        measured: `${(resetMs / 1000).toFixed(2)} s`,
        budget: '≤ 10 s (101 s behind 200 before issue 25)',
      },
    ];
  } finally {
    await queue.stop();
    await sink.close();
    await database.close();
  }
}

/** The rows as the bench's Markdown table. */
export function printMailDrain(rows: MailDrainRow[]): void {
  console.log('| mail | database | measured | budget |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.what} | ${row.database} | ${row.measured} | ${row.budget} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL;
  printMailDrain(await measureMailDrain(url ? { database: await openDatabase({ kind: 'postgres', url }) } : {}));
}
