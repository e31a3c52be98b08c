// The mail tables: opt-outs (read before sending) and the local outbox.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOptOuts, mailOutbox } from '../../db/schema';
import type { OutgoingMail } from './mailer';

export type MailRepository = ReturnType<typeof createMailRepository>;

export function createMailRepository(db: Db) {
  return {
    async isOptedOut(email: string): Promise<boolean> {
      const rows = await db
        .select({ email: emailOptOuts.email })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.email, email.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },
    async saveToOutbox(mail: OutgoingMail): Promise<void> {
      await db.insert(mailOutbox).values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: mail.headers,
      });
    },
    async listOutbox(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(limit);
    },
  };
}
