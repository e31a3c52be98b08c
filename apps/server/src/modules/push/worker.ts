// The push worker: takes the jobs queued with each bell row and sends them, one device each.
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue';
import type { PushSender } from './sender';
import { deliverPushJob, PUSH_QUEUE, type PushJob, type PushService } from './service';

export async function startPushWorker(push: PushService, send: PushSender, queue: JobQueue, log: FastifyBaseLogger) {
  // Started before any request can queue a push: on PGlite a queue first created inside a
  // transaction would wait for that transaction forever (jobs/queue.ts).
  await queue.work<PushJob>(PUSH_QUEUE, (job) => deliverPushJob(job, { repository: push.repository, send, log }), {
    batchSize: 10,
  });
}
