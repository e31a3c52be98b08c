// Mail leaves through the job queue: the request that causes it never waits for, or fails on, delivery.
import type { FastifyBaseLogger } from 'fastify';
import { describeError, type JobQueue } from '../../jobs/queue';
import type { Mailer } from './mailer';
import { renderMail, securityKinds, type MailKind, type MailParams } from './templates';
import type { MailRepository } from './repository';

export const MAIL_QUEUE = 'mail';

type MailJob = { kind: MailKind; to: string; params: MailParams[MailKind] };

export type MailService = {
  enqueue<K extends MailKind>(kind: K, to: string, params: MailParams[K]): Promise<void>;
  /** One kind of message to many people, queued at once. */
  enqueueMany<K extends MailKind>(kind: K, messages: readonly { to: string; params: MailParams[K] }[]): Promise<void>;
};

export function createMailService(queue: JobQueue): MailService {
  return {
    async enqueue(kind, to, params) {
      await queue.send<MailJob>(MAIL_QUEUE, { kind, to, params });
    },
    async enqueueMany(kind, messages) {
      await queue.sendMany<MailJob>(
        MAIL_QUEUE,
        messages.map(({ to, params }) => ({ kind, to, params })),
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
};

export async function startMailWorker(deps: MailWorkerDeps) {
  await deps.queue.work<MailJob>(MAIL_QUEUE, async (job) => {
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
  });
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
  const rendered = renderMail(job.kind, job.params as never);
  const headers: Record<string, string> = {};
  if (!isSecurityMail) {
    const unsubscribe = `${deps.appOrigin}/email-optout?email=${encodeURIComponent(job.to)}`;
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    rendered.text += `\n\nUnsubscribe: ${unsubscribe}`;
    rendered.html = rendered.html.replace('</body>', `<p><a href="${unsubscribe}">Unsubscribe</a></p></body>`);
  }
  await deps.mailer.send({ to: job.to, ...rendered, headers });
}
