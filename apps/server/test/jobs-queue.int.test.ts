// The job queue: failures are logged without personal data and retried; finished jobs do not linger.
// On both databases: the queue's wake-up is NOTIFY, which PGlite delivers in its own process.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows, type Database } from '../src/db/client';
import { QUEUE_POLICY, startQueue, type JobQueue, type SchedulingJobQueue } from '../src/jobs/queue';
import { createSecretBox } from '../src/lib/secret-box';
import type { Mailer } from '../src/modules/mail/mailer';
import { createMailRepository } from '../src/modules/mail/repository';
import { createMailService, MAIL_QUEUE, startMailWorker } from '../src/modules/mail/service';
import { openTestDatabase } from './helpers/app';
import { waitUntil } from './helpers/wait';

type LogEntry = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps every entry, so a test can read exactly what would have been written. */
function createCaptureLogger() {
  const entries: LogEntry[] = [];
  const at = (level: string) => (fields: unknown, msg?: string) => {
    if (typeof fields === 'string') entries.push({ level, fields: {}, msg: fields });
    else entries.push({ level, fields: fields as Record<string, unknown>, msg: msg ?? '' });
  };
  const logger = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => logger,
  };
  return { logger: logger as never, entries };
}

/** A queue of its own: on a shared PostgreSQL, other test processes' workers never see its jobs. */
function isolated(queue: JobQueue, suffix: string): JobQueue {
  return {
    send: (name, data, options) => queue.send(`${name}-${suffix}`, data, options),
    sendMany: (name, data, options) => queue.sendMany(`${name}-${suffix}`, data, options),
    work: (name, handler, options) => queue.work(`${name}-${suffix}`, handler, options),
    stop: () => queue.stop(),
  };
}

const jobStates = (database: Database, queueName: string) =>
  queryRows<{ state: string }>(database.db, sql`SELECT state FROM pgboss.job WHERE name = ${queueName}`);

/** The state the queue's one job reaches after its first run: retry, or completed when nobody rethrew. */
async function untilSettled(queueName: string): Promise<string> {
  let state = '';
  await waitUntil(async () => {
    state = (await jobStates(database, queueName))[0]?.state ?? '';
    return ['retry', 'completed', 'failed'].includes(state);
  }, `the job of ${queueName} ran`);
  return state;
}

let database: Database;
let queue: SchedulingJobQueue;
const secrets = createSecretBox(randomBytes(32));
const capture = createCaptureLogger();
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  queue = await startQueue(database, capture.logger, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

describe('a new job', () => {
  // Polls ten minutes apart: a job done within the 20 s waitUntil allows was woken by its notice.
  it('wakes the workers at once, sent alone or in a transaction when it commits', async () => {
    const slowPolls = await startQueue(database, capture.logger, {
      pollingIntervalSeconds: 600,
      backstopPollSeconds: 600,
    });
    const name = `noticed-${randomUUID()}`;
    const done: string[] = [];
    try {
      await slowPolls.work<{ step: string }>(name, async ({ step }) => {
        done.push(step);
      });
      // The worker's first fetch, as it starts, may take this one; the next ones come after it.
      await slowPolls.send(name, { step: 'first' });
      await waitUntil(async () => done.includes('first'), 'the first job ran');

      await slowPolls.send(name, { step: 'sent' });
      await waitUntil(async () => done.includes('sent'), 'the job sent alone ran');

      await inTransaction(database.db, async (tx) => {
        await slowPolls.sendMany(name, [{ step: 'in a transaction' }], { within: tx });
        expect(done).not.toContain('in a transaction');
      });
      await waitUntil(async () => done.includes('in a transaction'), 'the job sent in a transaction ran');
    } finally {
      await slowPolls.stop();
    }
  });
});

describe('a job whose handler throws', () => {
  it('is logged with its queue, id and attempt, but not the error message, and is retried', async () => {
    const name = `failing-${randomUUID()}`;
    await queue.work(name, async () => {
      throw new Error('secret-detail-in-the-message');
    });
    await queue.send(name, { anything: true });
    expect(await untilSettled(name)).toBe('retry');

    const entries = capture.entries.filter((entry) => entry.fields.queue === name);
    expect(entries).toEqual([
      {
        level: 'error',
        msg: 'job failed; it will be retried with backoff',
        fields: {
          queue: name,
          jobId: expect.any(String),
          attempt: 1,
          attempts: QUEUE_POLICY.retryLimit + 1,
          error: 'Error',
        },
      },
    ]);
    expect(JSON.stringify(capture.entries)).not.toContain('secret-detail-in-the-message');
  });
});

describe('mail that cannot be sent', () => {
  it('logs the kind and recipient domain only, and is retried', async () => {
    const suffix = randomUUID();
    const mailQueue = isolated(queue, suffix);
    const address = `failing-recipient-${suffix}@Mail-Failure.example`;
    const code = '918273';
    // Like an SMTP rejection: the message quotes the address and the body.
    const mailer: Mailer = {
      async send(mail) {
        throw Object.assign(new Error(`550 <${mail.to}> rejected: ${mail.text}`), { code: 'EENVELOPE' });
      },
    };
    await startMailWorker({
      queue: mailQueue,
      mailer,
      repository: createMailRepository(database.db),
      appOrigin: 'http://localhost',
      log: capture.logger,
      secrets,
    });
    await createMailService(mailQueue, secrets).enqueue('verification_code', address, { firstName: 'Zed', code });
    expect(await untilSettled(`${MAIL_QUEUE}-${suffix}`)).toBe('retry');

    const mailEntries = capture.entries.filter((entry) => entry.msg === 'mail could not be sent');
    expect(mailEntries).toEqual([
      {
        level: 'error',
        msg: 'mail could not be sent',
        fields: { kind: 'verification_code', domain: 'mail-failure.example', error: 'EENVELOPE' },
      },
    ]);
    const everything = JSON.stringify(capture.entries);
    expect(everything).not.toContain(`failing-recipient-${suffix}`);
    expect(everything).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(everything).not.toContain('Zed');
  });
});

describe('finished mail jobs', () => {
  // Mail job data holds the address in plain text (and the rest sealed).
  it('are deleted a minute after they finish, not after pg-boss default of 7 days', async () => {
    const address = `retention-${randomUUID()}@example.com`;
    await createMailService(queue, secrets).enqueue('reset_code', address, { firstName: 'Ann', code: '123456' });

    const [mailQueue] = await queryRows<{ deletion_seconds: number }>(
      database.db,
      sql`SELECT deletion_seconds FROM pgboss.queue WHERE name = ${MAIL_QUEUE}`,
    );
    expect(mailQueue!.deletion_seconds).toBe(60);
    const jobs = await queryRows<{ deletion_seconds: number }>(
      database.db,
      sql`SELECT deletion_seconds FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND data->>'to' = ${address}`,
    );
    expect(jobs).toEqual([{ deletion_seconds: 60 }]);
  });

  it('get the short retention on a queue created by an older version too', async () => {
    const name = `older-${randomUUID()}`;
    await queue.send(name, {});
    await database.db.execute(sql`UPDATE pgboss.queue SET deletion_seconds = 604800 WHERE name = ${name}`);

    // The next start of the process (a new queue object) brings the policy up to date.
    const restarted = await startQueue(database, capture.logger);
    try {
      await restarted.send(name, {});
    } finally {
      await restarted.stop();
    }
    const [row] = await queryRows<{ deletion_seconds: number }>(
      database.db,
      sql`SELECT deletion_seconds FROM pgboss.queue WHERE name = ${name}`,
    );
    expect(row!.deletion_seconds).toBe(QUEUE_POLICY.deleteAfterSeconds);
  });
});
