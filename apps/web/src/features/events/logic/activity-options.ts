// The event's optional activity classification (spec §2, §3 Event) from the user's rated
// activity categories (GET /api/preferences/categories).
import type { ActivityCategoryView } from '@hangtime/core/preferences/schemas';

export type ActivityOption = { value: string; label: string };

export function toActivityCategoryOptions(categories: ActivityCategoryView[]): ActivityOption[] {
  return categories.map((category) => ({ value: String(category.id), label: category.name }));
}

/**
 * The types offered under a category: those the user rated dislike are left out (spec §8), except
 * the one already chosen, so an edited event still shows what it is saved with.
 */
export function offeredActivityTypes(category: ActivityCategoryView | undefined, chosenId: string): ActivityOption[] {
  return (category?.subcategories ?? [])
    .filter((type) => type.rating !== 'dislike' || String(type.id) === chosenId)
    .map((type) => ({ value: String(type.id), label: type.name }));
}

/** "Category · Type" for the read-only view; null when the event has none or the ids are unknown. */
export function describeActivity(
  categories: ActivityCategoryView[],
  categoryId: number | null,
  subcategoryId: number | null,
): string | null {
  const category = categories.find((candidate) => candidate.id === categoryId);
  if (!category) return null;
  const type = category.subcategories.find((candidate) => candidate.id === subcategoryId);
  return type ? `${category.name} · ${type.name}` : category.name;
}
