// One-time codes and the log of code send requests.
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { codeSends, oneTimeCodes } from '../../db/schema';

export type CodeQueries = ReturnType<typeof createCodeQueries>;
export type CodesRepository = ReturnType<typeof createCodesRepository>;

/** Every use of the codes tables runs in a transaction: the send limits and tries need row locks. */
export function createCodesRepository(db: Db) {
  return {
    transaction<T>(work: (queries: CodeQueries) => Promise<T>): Promise<T> {
      return inTransaction(db, (tx) => work(createCodeQueries(tx)));
    },
  };
}

/** The queries on one handle; the auth stores bind them to a wider transaction (password reset). */
export function createCodeQueries(db: Db) {
  return {
    /** Serialises send requests for one address and purpose until the transaction ends. */
    async lockSendsOf(address: string, purpose: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`code-send:${purpose}:${address}`}))`);
    },
    /** Send times since `since`, oldest first; older rows are no longer needed by any limit and are dropped. */
    async listSendsSince(address: string, purpose: string, since: Date): Promise<Date[]> {
      const where = and(eq(codeSends.address, address), eq(codeSends.purpose, purpose));
      await db.delete(codeSends).where(and(where, lte(codeSends.sent_at, since)));
      const rows = await db
        .select({ sent_at: codeSends.sent_at })
        .from(codeSends)
        .where(and(where, gt(codeSends.sent_at, since)))
        .orderBy(asc(codeSends.sent_at));
      return rows.map((row) => row.sent_at);
    },
    async recordSend(address: string, purpose: string, now: Date): Promise<void> {
      await db.insert(codeSends).values({ address, purpose, sent_at: now });
    },

    /** Stores a new code and voids the older unconsumed ones of that purpose. */
    async replaceCode(code: {
      userId: string;
      purpose: string;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .delete(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.user_id, code.userId),
            eq(oneTimeCodes.purpose, code.purpose),
            isNull(oneTimeCodes.consumed_at),
          ),
        );
      await db.insert(oneTimeCodes).values({
        user_id: code.userId,
        purpose: code.purpose,
        code_hash: code.codeHash,
        created_at: code.now,
        expires_at: code.expiresAt,
      });
    },
    /**
     * The rest of this transaction commits without waiting for the write-ahead log to reach the
     * disk (PostgreSQL's synchronous_commit, for this transaction only).
     */
    async commitWithoutWaitingForDisk(): Promise<void> {
      await db.execute(sql`SET LOCAL synchronous_commit = off`);
    },
    /** The live code (unconsumed, unexpired, tries left), locked so concurrent guesses are counted one by one. */
    async findLiveCodeForUpdate(userId: string, purpose: string, now: Date, maxTries: number) {
      const [code] = await db
        .select({ id: oneTimeCodes.id, code_hash: oneTimeCodes.code_hash })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.user_id, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumed_at),
            gt(oneTimeCodes.expires_at, now),
            lt(oneTimeCodes.attempts, maxTries),
          ),
        )
        .orderBy(desc(oneTimeCodes.created_at))
        .limit(1)
        .for('update');
      return code ?? null;
    },
    /**
     * One statement for every outcome of a check: a wrong try counted, a right code used up, or
     * neither; an id no row has makes it match nothing at the same cost of a statement.
     */
    async recordTry(codeId: string, outcome: { isWrong: boolean; consume: boolean; now: Date }): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + ${outcome.isWrong ? 1 : 0}`,
          consumed_at: outcome.consume ? outcome.now : sql`${oneTimeCodes.consumed_at}`,
        })
        .where(eq(oneTimeCodes.id, codeId));
    },
  };
}
