// Accounts, terms acceptances and promo codes: the auth module's only access to the database.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { legalDocuments, promoCodes, termsAcceptances, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { clearCounter, hitCounter, type CounterState } from '../../db/counters';
import type { FriendshipLedger } from '../friends';
import { createCodeQueries, type CodeQueries } from './codes-repository';
import { createSessionStore, type SessionStore } from './sessions-repository';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;
export type AuthRepository = ReturnType<typeof createAuthRepository>;
type ProfileColumn = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'gender' | 'timezone' | 'email_verified';

/** GET /api/auth/me and every check of the acting account read it: built once, prepared by name. */
function prepareUserById(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');
}

export function createAuthRepository(db: Db) {
  let userById: ReturnType<typeof prepareUserById> | undefined;
  return {
    async findUserById(id: string): Promise<UserRecord | null> {
      userById ??= prepareUserById(db);
      const [user] = await userById.execute({ id });
      return user ?? null;
    },
    async findUserByEmail(email: string): Promise<UserRecord | null> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user ?? null;
    },
    async findUserByPhone(phone: string): Promise<UserRecord | null> {
      const [user] = await db.select().from(users).where(eq(users.phone_number, phone)).limit(1);
      return user ?? null;
    },
    async findUserByReferralCode(code: string): Promise<UserRecord | null> {
      const [user] = await db.select().from(users).where(eq(users.referral_code, code)).limit(1);
      return user ?? null;
    },
    async isReferralCodeTaken(code: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.referral_code, code)).limit(1);
      return rows.length > 0;
    },
    async insertUser(user: NewUser): Promise<UserRecord> {
      const [created] = await db.insert(users).values(user).returning();
      return created!;
    },
    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    },
    async updateProfile(
      userId: string,
      changes: Partial<Pick<UserRecord, ProfileColumn>>,
      now: Date,
    ): Promise<UserRecord | null> {
      const [user] = await db
        .update(users)
        .set({ ...changes, updated_at: now })
        .where(eq(users.id, userId))
        .returning();
      return user ?? null;
    },
    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db.update(users).set({ email_verified: true, updated_at: now }).where(eq(users.id, userId));
    },

    async findActiveTermsId(): Promise<number | null> {
      const [terms] = await db
        .select({ id: legalDocuments.id })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.kind, 'terms'), eq(legalDocuments.is_active, true)))
        .orderBy(desc(legalDocuments.id))
        .limit(1);
      return terms?.id ?? null;
    },
    async recordTermsAcceptance(userId: string, termsId: number, now: Date): Promise<void> {
      await db.insert(termsAcceptances).values({ user_id: userId, terms_id: termsId, accepted_at: now });
    },

    /** Takes one use of a live promo code in a single statement, so two registrations cannot share the last use. */
    async consumePromoCode(code: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            lt(promoCodes.uses, promoCodes.max_uses),
            or(isNull(promoCodes.expires_at), gt(promoCodes.expires_at, now)),
          ),
        )
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
    /** For the admin script; false when the code already exists. */
    async createPromoCode(promo: { code: string; maxUses: number; expiresAt: Date | null }): Promise<boolean> {
      const rows = await db
        .insert(promoCodes)
        .values({ code: promo.code, max_uses: promo.maxUses, expires_at: promo.expiresAt })
        .onConflictDoNothing()
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },
  };
}

/**
 * The auth module's stores; `transaction` gives the same stores bound to one transaction, so a use
 * case such as a password reset commits all of its writes or none.
 */
export type AuthStores = {
  accounts: AuthRepository;
  friends: FriendshipLedger;
  codes: CodeQueries;
  sessions: SessionStore;
  counters: CounterStore;
};

export type CounterStore = {
  hit(key: string, windowMs: number, nowMs: number): Promise<CounterState>;
  clear(key: string): Promise<void>;
};

export function createAuthStores(
  db: Db,
  clock: Clock,
  friendships: (executor: Db) => FriendshipLedger,
): AuthStores & { transaction<T>(work: (stores: AuthStores) => Promise<T>): Promise<T> } {
  const bind = (handle: Db): AuthStores => ({
    accounts: createAuthRepository(handle),
    friends: friendships(handle),
    codes: createCodeQueries(handle),
    sessions: createSessionStore(handle, clock),
    counters: {
      hit: (key, windowMs, nowMs) => hitCounter(handle, key, windowMs, nowMs),
      clear: (key) => clearCounter(handle, key),
    },
  });
  return {
    ...bind(db),
    transaction: (work) => inTransaction(db, (tx) => work(bind(tx))),
  };
}

/** Which unique constraint a failed insert hit (a race the pre-checks could not see), if any. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
