// Contracts of the activity-preference calls (spec scheduling-and-social §3 Activity category, §7
// Preferences; accounts-and-shell §3 Preference item; behaviour.md §7).
import { z } from 'zod';

export const ratings = ['like', 'unsure', 'dislike'] as const;
export const ratingSchema = z.enum(ratings, { error: 'Rating must be like, unsure or dislike' });
export type Rating = z.infer<typeof ratingSchema>;

/** behaviour.md §7: the most-liked list holds 12. */
export const MOST_LIKED_COUNT = 12;

export const preferenceMessages = {
  categoryNotFound: 'Activity category not found',
  subtypeNotInCategory: 'Every activity must belong to this category',
  saved: 'Preferences saved',
} as const;

export const ratedSubcategory = z.object({ id: z.number(), name: z.string(), rating: ratingSchema });
export type RatedSubcategory = z.infer<typeof ratedSubcategory>;

export const activityCategoryView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  subcategories: z.array(ratedSubcategory),
});
export type ActivityCategoryView = z.infer<typeof activityCategoryView>;

/** A subcategory with its category, as the onboarding and profile lists show it. */
export const preferenceItem = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  rating: ratingSchema,
});
export type PreferenceItem = z.infer<typeof preferenceItem>;

export const preferencesResponse = z.object({ preferences: z.array(preferenceItem) });
export const activityCategoriesResponse = z.object({ categories: z.array(activityCategoryView) });
export const subcategoriesResponse = z.object({ subcategories: z.array(ratedSubcategory) });

/** Any string: an id that names no category is a 404, whatever its shape or length. */
export const categoryIdParams = z.object({ id: z.string() });

export const updatePreferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        subtype_id: z.number({ error: preferenceMessages.subtypeNotInCategory }).int().positive(),
        rating: ratingSchema,
      }),
    )
    .max(200),
});
export type UpdatePreferencesBody = z.input<typeof updatePreferencesBody>;
export const updatePreferencesResponse = z.object({ success: z.literal(true), message: z.string() });
