// Push subscriptions and the kinds each person wants: the only place that touches their tables.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushKinds } from '@hangtime/core/push/schemas';
import type { Executor } from '../../db/client';
import { pushPreferences, pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = { userId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date };

export const ALL_KINDS: PushKinds = { invitations: true, reminders: true, nudges: true, changes: true };

export function createPushRepository(db: Executor) {
  return {
    /** Saves the device for this person; a known endpoint (re-subscribed, or another account) moves to them. */
    async upsertSubscription(subscription: NewPushSubscription): Promise<void> {
      const values = {
        user_id: subscription.userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        created_at: subscription.createdAt,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { user_id: values.user_id, p256dh: values.p256dh, auth: values.auth, created_at: values.created_at },
        });
    },

    /** Keeps the person's newest `keep` devices, deleting the rest in one statement. */
    async keepNewest(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, userId))
        .orderBy(sql`${pushSubscriptions.created_at} DESC`, sql`${pushSubscriptions.id} DESC`)
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.user_id, userId), notInArray(pushSubscriptions.id, newest)));
    },

    /** Deletes one of the person's devices; false when it is not theirs (or not there). */
    async deleteOwned(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Drops a device its push service says is gone (404/410). */
    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async findById(id: string): Promise<PushSubscriptionRow | null> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },

    async listForUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, userId))
        .orderBy(asc(pushSubscriptions.created_at));
    },

    /** The devices of these people with their chosen kinds (all four without a row), in one query. */
    async listDevicesWithKinds(userIds: string[]): Promise<{ id: string; user_id: string; kinds: PushKinds }[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({
          id: pushSubscriptions.id,
          user_id: pushSubscriptions.user_id,
          invitations: pushPreferences.invitations,
          reminders: pushPreferences.reminders,
          nudges: pushPreferences.nudges,
          changes: pushPreferences.changes,
        })
        .from(pushSubscriptions)
        .leftJoin(pushPreferences, eq(pushPreferences.user_id, pushSubscriptions.user_id))
        .where(inArray(pushSubscriptions.user_id, userIds));
      return rows.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        kinds: {
          invitations: row.invitations ?? true,
          reminders: row.reminders ?? true,
          nudges: row.nudges ?? true,
          changes: row.changes ?? true,
        },
      }));
    },

    async findKinds(userId: string): Promise<PushKinds> {
      const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.user_id, userId));
      if (!row) return ALL_KINDS;
      return { invitations: row.invitations, reminders: row.reminders, nudges: row.nudges, changes: row.changes };
    },

    async saveKinds(userId: string, kinds: PushKinds, now: Date): Promise<void> {
      await db
        .insert(pushPreferences)
        .values({ user_id: userId, ...kinds, updated_at: now })
        .onConflictDoUpdate({ target: pushPreferences.user_id, set: { ...kinds, updated_at: now } });
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
