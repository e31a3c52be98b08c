// The Google calendars' sync every 15 minutes (behaviour.md §10), on the job queue: the periodic
// run only lists whose calendars are due and sends one job per person, so instances share the
// work and one person's failing calendar never holds up another's.
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingJobQueue } from '../../jobs/queue';
import { GOOGLE_SYNC_JOB, type GoogleCalendarService } from './service';

export const GOOGLE_DUE_JOB = 'google-calendar-due';
export const GOOGLE_DUE_CRON = '*/15 * * * *';
/** People queued per run; the rest wait for the next run (a backlog drains, never floods). */
const PEOPLE_PER_RUN = 500;

type PersonJob = { userId: string };

export async function startGoogleCalendarWorker(
  google: GoogleCalendarService,
  queue: SchedulingJobQueue,
  log: FastifyBaseLogger,
) {
  await queue.work(GOOGLE_DUE_JOB, async () => {
    const people = await google.usersDue(PEOPLE_PER_RUN);
    await queue.sendMany<PersonJob>(
      GOOGLE_SYNC_JOB,
      people.map((userId) => ({ userId })),
    );
    log.info({ people: people.length }, 'google calendar: one sync job per person due sent');
  });
  await queue.work<PersonJob>(GOOGLE_SYNC_JOB, async ({ userId }) => {
    await google.syncInBackground(userId);
  });
  await queue.schedule(GOOGLE_DUE_JOB, GOOGLE_DUE_CRON);
}
