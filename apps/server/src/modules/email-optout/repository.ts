// Email opt-outs: the only place that touches the email_opt_outs table.
import type { Db } from '../../db/client';
import { emailOptOuts } from '../../db/schema';

export function createEmailOptOutRepository(db: Db) {
  return {
    /** Records an opt-out; a repeated opt-out keeps the first time and takes the newest reason. */
    async record(email: string, reason: string | null) {
      await db
        .insert(emailOptOuts)
        .values({ email, reason })
        .onConflictDoUpdate({ target: emailOptOuts.email, set: { reason } });
    },
  };
}

export type EmailOptOutRepository = ReturnType<typeof createEmailOptOutRepository>;
