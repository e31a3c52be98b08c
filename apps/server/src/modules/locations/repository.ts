// Saved locations: the only place that touches the saved_locations table.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { LocationInput } from '@hangtime/core/locations/schemas';
import { inTransaction, type Db } from '../../db/client';
import { savedLocations, users } from '../../db/schema';
import type { Coordinates } from './geocoder';

export type LocationRow = typeof savedLocations.$inferSelect;
type LocationValues = LocationInput & { latitude: number | null; longitude: number | null };

export function createLocationsRepository(db: Db) {
  /**
   * Runs a change to a user's locations with that user's row locked, so two saves at once cannot
   * both leave a default (the partial unique index would refuse the second one with an error).
   */
  async function forUser<T>(userId: string, change: (tx: Db) => Promise<T>): Promise<T> {
    return inTransaction(db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return change(tx);
    });
  }

  async function clearOtherDefaults(tx: Db, userId: string, keepId: string | null) {
    const others = keepId ? ne(savedLocations.id, keepId) : sql`true`;
    await tx
      .update(savedLocations)
      .set({ is_default: false })
      .where(and(eq(savedLocations.user_id, userId), eq(savedLocations.is_default, true), others));
  }

  async function hasAny(tx: Db, userId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: savedLocations.id })
      .from(savedLocations)
      .where(eq(savedLocations.user_id, userId))
      .limit(1);
    return rows.length > 0;
  }

  return {
    async list(userId: string): Promise<LocationRow[]> {
      return db
        .select()
        .from(savedLocations)
        .where(eq(savedLocations.user_id, userId))
        .orderBy(sql`${savedLocations.is_default} DESC`, asc(savedLocations.created_at), asc(savedLocations.id));
    },

    async find(userId: string, id: string): Promise<LocationRow | null> {
      const [row] = await db
        .select()
        .from(savedLocations)
        .where(and(eq(savedLocations.id, id), eq(savedLocations.user_id, userId)));
      return row ?? null;
    },

    /** A user's first location becomes their default; a new default takes the mark from the old one. */
    async create(userId: string, values: LocationValues, now: Date): Promise<LocationRow> {
      return forUser(userId, async (tx) => {
        const isDefault = values.is_default || !(await hasAny(tx, userId));
        if (isDefault) await clearOtherDefaults(tx, userId, null);
        const [row] = await tx
          .insert(savedLocations)
          .values({
            ...values,
            is_default: isDefault,
            happy_to_host: values.happy_to_host ?? false,
            user_id: userId,
            created_at: now,
            updated_at: now,
          })
          .returning();
        return row!;
      });
    },

    /**
     * null when the location is not the user's, and then nothing changes (not even the user's own
     * default). The default keeps its mark until another location takes it, so a user with
     * locations always has exactly one default. `happy_to_host` left out keeps its value.
     */
    async update(userId: string, id: string, values: LocationValues, now: Date): Promise<LocationRow | null> {
      return forUser(userId, async (tx) => {
        const owned = and(eq(savedLocations.id, id), eq(savedLocations.user_id, userId));
        const [current] = await tx
          .select({ is_default: savedLocations.is_default, happy_to_host: savedLocations.happy_to_host })
          .from(savedLocations)
          .where(owned);
        if (!current) return null;
        if (values.is_default) await clearOtherDefaults(tx, userId, id);
        const [row] = await tx
          .update(savedLocations)
          .set({
            ...values,
            is_default: values.is_default || current.is_default,
            happy_to_host: values.happy_to_host ?? current.happy_to_host,
            updated_at: now,
          })
          .where(owned)
          .returning();
        return row ?? null;
      });
    },

    /** false when the location is not the user's. Deleting the default passes it to the oldest one left. */
    async remove(userId: string, id: string): Promise<boolean> {
      return forUser(userId, async (tx) => {
        const [removed] = await tx
          .delete(savedLocations)
          .where(and(eq(savedLocations.id, id), eq(savedLocations.user_id, userId)))
          .returning({ is_default: savedLocations.is_default });
        if (!removed) return false;
        if (removed.is_default) {
          const [next] = await tx
            .select({ id: savedLocations.id })
            .from(savedLocations)
            .where(eq(savedLocations.user_id, userId))
            .orderBy(asc(savedLocations.created_at), asc(savedLocations.id))
            .limit(1);
          if (next) await tx.update(savedLocations).set({ is_default: true }).where(eq(savedLocations.id, next.id));
        }
        return true;
      });
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
export type { Coordinates };
