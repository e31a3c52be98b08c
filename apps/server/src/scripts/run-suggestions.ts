// Admin: run the weekly hangout suggestions now, for everyone eligible, once.
//   npm run admin:suggest
// The same run the SUGGESTIONS_CRON schedule starts (behaviour.md §8), one person after another in
// this process instead of one job each. Opens the database the server would (DATABASE_URL, else
// PGlite in DATA_DIR, which the server must not hold) and migrates it first.
import { parseArgs } from 'node:util';
import type { SchedulingJobQueue } from '../jobs/queue';
import { runAdminScript, UsageError, withServerDatabase } from './admin-script';

const usage = 'Usage: npm run admin:suggest';

/**
 * Planning a suggestion sends no mail and queues no job (nobody is invited until its owner accepts),
 * so the run needs no job queue; one that is asked for a job anyway fails loudly instead of losing it.
 * Except the push of the owner's bell row (issue 26): without a queue it is not sent, and the
 * suggestion still is made (the bell has it).
 */
function noJobQueue(pushQueue: string): SchedulingJobQueue {
  return {
    send: () => Promise.reject(new Error('the suggestions run queues no jobs')),
    sendMany: (name) =>
      name === pushQueue ? Promise.resolve() : Promise.reject(new Error('the suggestions run queues no jobs')),
    work: () => Promise.reject(new Error('the suggestions run starts no workers')),
    schedule: () => Promise.reject(new Error('the suggestions run schedules nothing')),
    stop: () => Promise.resolve(),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function main() {
  const { positionals } = parseArgs({ args: process.argv.slice(2), options: {}, strict: true, allowPositionals: true });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  // The server's code, once the arguments are known to be right (admin-script.ts).
  const [{ composeServices }, { createInfrastructure }, { PUSH_QUEUE }] = await Promise.all([
    import('../composition'),
    import('../deps'),
    import('../modules/push'),
  ]);
  await withServerDatabase(async (database, config) => {
    const queue = noJobQueue(PUSH_QUEUE);
    const deps = createInfrastructure({ config, database, queue, log: { info: () => {} } });
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
  });
}

runAdminScript(main, { usage, failure: 'Could not run the suggestions:' });
