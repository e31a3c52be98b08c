// Mail leaves through the job queue: the request that causes it never waits for, or fails on, delivery.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { describeError, type JobQueue, type WorkOptions } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { openMailJob, sealMailJob, type MailJob } from './mail-job';
import type { Mailer } from './mailer';
import { renderMail, securityKinds, type MailKind, type MailParams } from './templates';
import type { MailRepository } from './repository';

export const MAIL_QUEUE = 'mail';
/** Codes and the password notice: fetched before any other mail, and by a poller of their own. */
export const SECURITY_MAIL_PRIORITY = 10;

/**
 * Two ways into the one mail queue. The security lane takes only security mail, polls every half
 * second and is never busy with a backlog of invitations, so a code goes out within seconds
 * whatever waits behind it (behaviour.md, "Accounts and mail: nothing leaked"). The bulk lane
 * takes everything in priority order, 25 jobs a fetch, sent concurrently, and fetches again at
 * once while fetches come back full: a backlog drains at the speed of SMTP, not of polling. One
 * poller each: a new job's notice wakes every poller of the queue in every instance, and each
 * fetch that finds nothing still costs PostgreSQL about a millisecond (with two bulk pollers, half
 * of an event create's database time under the load mix; one drains as fast, 190-230 messages/s).
 */
export const MAIL_LANES = {
  security: { minPriority: SECURITY_MAIL_PRIORITY, workers: 1, batchSize: 5, pollingIntervalSeconds: 0.5 },
  bulk: { workers: 1, batchSize: 25 },
} as const satisfies Record<string, WorkOptions>;

const priorityOf = (kind: MailKind) => (securityKinds.has(kind) ? SECURITY_MAIL_PRIORITY : 0);

export type MailService = {
  enqueue<K extends MailKind>(kind: K, to: string, params: MailParams[K]): Promise<void>;
  /**
   * One kind of message to many people, queued at once; with `within`, in that transaction (the mail
   * commits with the rows that cause it, or is never sent).
   */
  enqueueMany<K extends MailKind>(
    kind: K,
    messages: readonly { to: string; params: MailParams[K] }[],
    options?: { within?: Executor },
  ): Promise<void>;
};

export function createMailService(queue: JobQueue, secrets: SecretBox): MailService {
  return {
    async enqueue(kind, to, params) {
      await queue.send<MailJob>(MAIL_QUEUE, sealMailJob(secrets, kind, to, params), { priority: priorityOf(kind) });
    },
    async enqueueMany(kind, messages, options = {}) {
      await queue.sendMany<MailJob>(
        MAIL_QUEUE,
        messages.map(({ to, params }) => sealMailJob(secrets, kind, to, params)),
        { priority: priorityOf(kind), ...(options.within && { within: options.within }) },
      );
    },
  };
}

type MailWorkerDeps = {
  queue: JobQueue;
  mailer: Mailer;
  repository: MailRepository;
  appOrigin: string;
  log: FastifyBaseLogger;
  /** Opens the sealed part of each job. */
  secrets: SecretBox;
};

export async function startMailWorker(deps: MailWorkerDeps) {
  const handle = async (job: MailJob) => {
    try {
      await deliver(deps, job);
    } catch (error) {
      // Kind and domain only: the address, the code and the body must not reach the log, and an
      // error's message may quote the address (SMTP rejections do), so only its code is kept.
      deps.log.error(
        { kind: job.kind, domain: recipientDomain(job.to), error: describeError(error) },
        'mail could not be sent',
      );
      throw error;
    }
  };
  await deps.queue.work<MailJob>(MAIL_QUEUE, handle, MAIL_LANES.security);
  await deps.queue.work<MailJob>(MAIL_QUEUE, handle, MAIL_LANES.bulk);
}

/** The part after the @, enough to see a failing provider without naming the person. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? 'unknown' : address.slice(at + 1).toLowerCase();
}

async function deliver(deps: MailWorkerDeps, job: MailJob) {
  const isSecurityMail = securityKinds.has(job.kind);
  if (!isSecurityMail && (await deps.repository.isOptedOut(job.to))) {
    deps.log.info({ kind: job.kind }, 'mail skipped: the address opted out');
    return;
  }
  const rendered = renderMail(job.kind, openMailJob(deps.secrets, job) as never);
  const headers: Record<string, string> = {};
  if (!isSecurityMail) {
    const unsubscribe = `${deps.appOrigin}/email-optout?email=${encodeURIComponent(job.to)}`;
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    rendered.text += `\n\nUnsubscribe: ${unsubscribe}`;
    rendered.html = rendered.html.replace('</body>', `<p><a href="${unsubscribe}">Unsubscribe</a></p></body>`);
  }
  await deps.mailer.send({ to: job.to, ...rendered, headers }, isSecurityMail ? 'security' : 'bulk');
}
