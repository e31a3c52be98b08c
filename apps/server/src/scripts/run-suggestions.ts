// Admin: run the weekly hangout suggestions now, for everyone eligible, once.
//   npm run admin:suggest
// The same run the SUGGESTIONS_CRON schedule starts (behaviour.md §8), one person after another in
// this process instead of one job each. Opens the database the server would (DATABASE_URL, else
// PGlite in DATA_DIR, which the server must not hold) and migrates it first.
import { parseArgs } from 'node:util';
import { composeServices } from '../composition';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { createInfrastructure } from '../deps';
import type { SchedulingJobQueue } from '../jobs/queue';

const usage = 'Usage: npm run admin:suggest';

class UsageError extends Error {}

/**
 * Planning a suggestion sends no mail and queues no job (nobody is invited until its owner accepts),
 * so the run needs no job queue; one that is asked for a job anyway fails loudly instead of losing it.
 */
const noJobQueue: SchedulingJobQueue = {
  send: () => Promise.reject(new Error('the suggestions run queues no jobs')),
  sendMany: () => Promise.reject(new Error('the suggestions run queues no jobs')),
  work: () => Promise.reject(new Error('the suggestions run starts no workers')),
  schedule: () => Promise.reject(new Error('the suggestions run schedules nothing')),
  stop: () => Promise.resolve(),
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function main() {
  const { positionals } = parseArgs({ args: process.argv.slice(2), options: {}, strict: true, allowPositionals: true });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const deps = createInfrastructure({ config, database, queue: noJobQueue, log: { info: () => {} } });
    const { suggestions } = composeServices(deps);
    const run = await suggestions.runForEveryone((userId, error) => {
      console.error(`Could not plan a suggestion for user ${userId}:`, error);
    });
    console.log(
      `Proposed ${plural(run.proposed, 'hangout suggestion', 'hangout suggestions')} ` +
        `(${plural(run.eligible, 'person', 'people')} eligible, ` +
        `${plural(run.expired, 'expired suggestion', 'expired suggestions')} removed` +
        `${run.failed > 0 ? `, ${run.failed} failed` : ''})`,
    );
    if (run.failed > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nThe embedded database can be opened by one process at a time: stop the Hangtime server, then run this command again.`,
    );
  } else if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n${usage}`);
  } else if (
    error instanceof Error &&
    error.name === 'TypeError' &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${error.message}\n${usage}`);
  } else {
    console.error('Could not run the suggestions:', error);
  }
  process.exit(1);
});
