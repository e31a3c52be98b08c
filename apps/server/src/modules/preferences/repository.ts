// The activity taxonomy and users' ratings: the only place that touches those tables.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityCategories, activitySubcategories, userPreferences } from '../../db/schema';

export type SubcategoryRow = { id: number; name: string; category_id: number; category_name: string };
export type StoredRating = 'like' | 'dislike';

const subcategoryColumns = {
  id: activitySubcategories.id,
  name: activitySubcategories.name,
  category_id: activitySubcategories.category_id,
  category_name: activityCategories.name,
};

export function createPreferencesRepository(db: Db) {
  return {
    async listCategories() {
      return db.select().from(activityCategories).orderBy(asc(activityCategories.position), asc(activityCategories.id));
    },

    async findCategory(id: number) {
      const [row] = await db.select().from(activityCategories).where(eq(activityCategories.id, id));
      return row ?? null;
    },

    /** Every subcategory (or one category's), in seeded order within its category. */
    async listSubcategories(categoryId?: number): Promise<SubcategoryRow[]> {
      return db
        .select(subcategoryColumns)
        .from(activitySubcategories)
        .innerJoin(activityCategories, eq(activityCategories.id, activitySubcategories.category_id))
        .where(categoryId === undefined ? undefined : eq(activitySubcategories.category_id, categoryId))
        .orderBy(asc(activityCategories.position), asc(activitySubcategories.id));
    },

    /** The user's ratings by subcategory id. */
    async ratingsOf(userId: string): Promise<Map<number, StoredRating>> {
      const rows = await db
        .select({ id: userPreferences.subcategory_id, rating: userPreferences.rating })
        .from(userPreferences)
        .where(eq(userPreferences.user_id, userId));
      return new Map(rows.map((row) => [row.id, row.rating as StoredRating]));
    },

    /** The 12 (or `limit`) subcategories most users like; ties by the seeded popularity. */
    async listMostLiked(limit: number): Promise<SubcategoryRow[]> {
      const likes = sql<number>`count(${userPreferences.user_id})`;
      return db
        .select(subcategoryColumns)
        .from(activitySubcategories)
        .innerJoin(activityCategories, eq(activityCategories.id, activitySubcategories.category_id))
        .leftJoin(
          userPreferences,
          and(eq(userPreferences.subcategory_id, activitySubcategories.id), eq(userPreferences.rating, 'like')),
        )
        .groupBy(activitySubcategories.id, activityCategories.name)
        .orderBy(sql`${likes} DESC`, asc(activitySubcategories.popularity_rank), asc(activitySubcategories.id))
        .limit(limit);
    },

    /** Sets one category's ratings in one transaction: like/dislike upserted, unsure removed. */
    async saveRatings(
      userId: string,
      changes: { subtypeId: number; rating: 'like' | 'unsure' | 'dislike' }[],
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const removed = changes.filter((change) => change.rating === 'unsure').map((change) => change.subtypeId);
        if (removed.length > 0) {
          await tx
            .delete(userPreferences)
            .where(and(eq(userPreferences.user_id, userId), inArray(userPreferences.subcategory_id, removed)));
        }
        const kept = changes.filter((change) => change.rating !== 'unsure');
        if (kept.length === 0) return;
        await tx
          .insert(userPreferences)
          .values(
            kept.map((change) => ({
              user_id: userId,
              subcategory_id: change.subtypeId,
              rating: change.rating,
              updated_at: now,
            })),
          )
          .onConflictDoUpdate({
            target: [userPreferences.user_id, userPreferences.subcategory_id],
            set: { rating: sql`excluded.rating`, updated_at: now },
          });
      });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
