// Activity-preference use cases: the taxonomy with the acting user's ratings, and their changes.
import { AppError } from '@hangtime/core/errors';
import {
  MOST_LIKED_COUNT,
  preferenceMessages,
  type ActivityCategoryView,
  type PreferenceItem,
  type Rating,
  type RatedSubcategory,
} from '@hangtime/core/preferences/schemas';
import type { Clock } from '../../lib/clock';
import type { PreferencesRepository, StoredRating, SubcategoryRow } from './repository';

const notFound = () => new AppError('NOT_FOUND', preferenceMessages.categoryNotFound);

/** A category id from the path: a positive whole number, else no category at all. */
function toCategoryId(value: string): number {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
}

const ratingOf = (ratings: Map<number, StoredRating>, id: number): Rating => ratings.get(id) ?? 'unsure';

function toItem(row: SubcategoryRow, ratings: Map<number, StoredRating>): PreferenceItem {
  return {
    id: row.id,
    name: row.name,
    category_id: row.category_id,
    category_name: row.category_name,
    rating: ratingOf(ratings, row.id),
  };
}

function toRated(row: SubcategoryRow, ratings: Map<number, StoredRating>): RatedSubcategory {
  return { id: row.id, name: row.name, rating: ratingOf(ratings, row.id) };
}

/** More than the taxonomy holds: planning ranks them all. */
const EVERY_ACTIVITY = 1000;

export function createPreferencesService(repository: PreferencesRepository, clock: Clock) {
  return {
    /** What the user rated like or dislike (unsure is no rating). */
    async listRated(userId: string): Promise<PreferenceItem[]> {
      const ratings = await repository.ratingsOf(userId);
      return (await repository.listSubcategories())
        .filter((row) => ratings.has(row.id))
        .map((row) => toItem(row, ratings));
    },

    async listCategories(userId: string): Promise<ActivityCategoryView[]> {
      const [categories, subcategories, ratings] = await Promise.all([
        repository.listCategories(),
        repository.listSubcategories(),
        repository.ratingsOf(userId),
      ]);
      return categories.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description,
        subcategories: subcategories
          .filter((row) => row.category_id === category.id)
          .map((row) => toRated(row, ratings)),
      }));
    },

    async listSubcategories(userId: string, categoryPathId: string): Promise<RatedSubcategory[]> {
      const categoryId = toCategoryId(categoryPathId);
      if (Number.isNaN(categoryId) || !(await repository.findCategory(categoryId))) throw notFound();
      const ratings = await repository.ratingsOf(userId);
      return (await repository.listSubcategories(categoryId)).map((row) => toRated(row, ratings));
    },

    /** Every activity, most liked across all users first: what a planned hangout chooses from. */
    listActivitiesByPopularity: () => repository.listMostLiked(EVERY_ACTIVITY),

    async listMostLiked(userId: string): Promise<PreferenceItem[]> {
      const [rows, ratings] = await Promise.all([
        repository.listMostLiked(MOST_LIKED_COUNT),
        repository.ratingsOf(userId),
      ]);
      return rows.map((row) => toItem(row, ratings));
    },

    /** Every subtype must belong to the category; the last rating given for a subtype wins. */
    async saveRatings(
      userId: string,
      categoryPathId: string,
      preferences: { subtype_id: number; rating: Rating }[],
    ): Promise<void> {
      const categoryId = toCategoryId(categoryPathId);
      if (Number.isNaN(categoryId) || !(await repository.findCategory(categoryId))) throw notFound();
      const inCategory = new Set((await repository.listSubcategories(categoryId)).map((row) => row.id));
      if (preferences.some((preference) => !inCategory.has(preference.subtype_id))) {
        throw new AppError('VALIDATION_ERROR', preferenceMessages.subtypeNotInCategory, {
          fields: { preferences: preferenceMessages.subtypeNotInCategory },
        });
      }
      const latest = new Map(preferences.map((preference) => [preference.subtype_id, preference.rating]));
      await repository.saveRatings(
        userId,
        [...latest].map(([subtypeId, rating]) => ({ subtypeId, rating })),
        clock.now(),
      );
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
