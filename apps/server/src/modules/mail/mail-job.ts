// A mail job as the job table holds it: the kind and the address in the clear (the worker's log
// and the queue's tools read them), everything else the message says sealed under the server's
// key. A code or a link with a token in it is never readable from the database.
import type { SecretBox } from '../../lib/secret-box';
import type { MailKind, MailParams } from './templates';

export type MailJob = { kind: MailKind; to: string; sealed: string };
/** Jobs queued before issue 25 carried their parameters in the clear; they are still delivered. */
type LegacyMailJob = { kind: MailKind; to: string; params: MailParams[MailKind] };

export function sealMailJob<K extends MailKind>(
  secrets: SecretBox,
  kind: K,
  to: string,
  params: MailParams[K],
): MailJob {
  return { kind, to, sealed: secrets.seal(JSON.stringify(params)) };
}

export function openMailJob(secrets: SecretBox, job: MailJob | LegacyMailJob): MailParams[MailKind] {
  if ('sealed' in job) return JSON.parse(secrets.open(job.sealed)) as MailParams[MailKind];
  return job.params;
}
