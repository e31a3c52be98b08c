import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOptOuts, mailOutbox } from '../../db/schema';

export type MailRepository = ReturnType<typeof createMailRepository>;

export function createMailRepository(db: Db) {
  return {
    async isOptedOut(email: string): Promise<boolean> {
      const rows = await db.select({ email: emailOptOuts.email }).from(emailOptOuts).where(eq(emailOptOuts.email, email.toLowerCase())).limit(1);
      return rows.length > 0;
    },
    async listOutbox(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(limit);
    },
  };
}
