// Codes asked for by address (forgot-password, send-email-verification). The request records the
// send against the address's limits and queues the address, sealed; the job looks the account up
// and mails a code, or does nothing. So the request does the same work, and takes the same time,
// whether or not the address has an account (behaviour.md, "Accounts and mail: nothing leaked").
import type { JobQueue } from '../../jobs/queue';
import type { CodePurpose } from './codes';
import type { AuthContext } from './context';
import type { UserRecord } from './repository';

export const CODE_REQUEST_QUEUE = 'code-requests';
/** Polled every half second, like the security mail lane: the code reaches the mailbox in seconds. */
const CODE_REQUEST_WORK = { pollingIntervalSeconds: 0.5, workers: 1, batchSize: 5 } as const;

type CodeRequest = { purpose: CodePurpose; email: string };
/** The address is personal data the job table has no need to show. */
export type CodeRequestJob = { sealed: string };

const mailKindOf = { email_verification: 'verification_code', password_reset: 'reset_code' } as const;

export function createCodeRequests(context: AuthContext) {
  const { codes, stores, deps } = context;

  /** A fresh code for the account, mailed (sealed in the mail job, never in the clear). */
  async function mailNewCode(user: UserRecord, purpose: CodePurpose): Promise<void> {
    const code = await codes.issue(user.id, purpose);
    await deps.mail.enqueue(mailKindOf[purpose], user.email, { firstName: user.first_name, code });
  }

  return {
    mailNewCode,

    /** Admits the send (or answers 429) and queues the request, for any address alike. */
    async request(purpose: CodePurpose, email: string): Promise<void> {
      await codes.admitSend(email, purpose);
      const request: CodeRequest = { purpose, email };
      await deps.queue.send<CodeRequestJob>(CODE_REQUEST_QUEUE, { sealed: deps.secrets.seal(JSON.stringify(request)) });
    },

    /** The job: a reset code for any account, a verification code for an unverified one, else nothing. */
    async fulfil(job: CodeRequestJob): Promise<void> {
      const { purpose, email } = JSON.parse(deps.secrets.open(job.sealed)) as CodeRequest;
      const user = await stores.accounts.findUserByEmail(email);
      if (!user) return;
      if (purpose === 'email_verification' && user.email_verified) return;
      await mailNewCode(user, purpose);
    },
  };
}

export async function startCodeRequestWorker(
  auth: { fulfilCodeRequest(job: CodeRequestJob): Promise<void> },
  queue: JobQueue,
): Promise<void> {
  await queue.work<CodeRequestJob>(CODE_REQUEST_QUEUE, (job) => auth.fulfilCodeRequest(job), CODE_REQUEST_WORK);
}
