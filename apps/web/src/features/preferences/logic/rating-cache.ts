// Reading and changing one activity's rating inside the cached answers, without mutating them.
import type { ActivityCategoryView, PreferenceItem, Rating } from '@hangtime/core/preferences/schemas';

export type ItemsAnswer = { preferences: PreferenceItem[] };
export type CategoriesAnswer = { categories: ActivityCategoryView[] };

export function readItemRating(answer: ItemsAnswer | undefined, subtypeId: number): Rating | undefined {
  return answer?.preferences.find((item) => item.id === subtypeId)?.rating;
}

export function setItemRating(answer: ItemsAnswer, subtypeId: number, rating: Rating): ItemsAnswer {
  if (readItemRating(answer, subtypeId) === undefined) return answer;
  return {
    ...answer,
    preferences: answer.preferences.map((item) => (item.id === subtypeId ? { ...item, rating } : item)),
  };
}

export function readCategoryRating(answer: CategoriesAnswer | undefined, subtypeId: number): Rating | undefined {
  for (const category of answer?.categories ?? []) {
    const found = category.subcategories.find((subcategory) => subcategory.id === subtypeId);
    if (found) return found.rating;
  }
  return undefined;
}

export function setCategoryRating(answer: CategoriesAnswer, subtypeId: number, rating: Rating): CategoriesAnswer {
  if (readCategoryRating(answer, subtypeId) === undefined) return answer;
  return {
    ...answer,
    categories: answer.categories.map((category) => ({
      ...category,
      subcategories: category.subcategories.map((subcategory) =>
        subcategory.id === subtypeId ? { ...subcategory, rating } : subcategory,
      ),
    })),
  };
}

/** Like and dislike count as a choice; unsure is the absence of one. */
export function countChosen(ratings: readonly { rating: Rating }[]): number {
  return ratings.filter((item) => item.rating !== 'unsure').length;
}
