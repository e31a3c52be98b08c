import { describe, expect, it } from 'vitest';
import { outdoors, pizza, restaurants, coffee } from '../test-fixtures';
import { countChosen, readCategoryRating, readItemRating, setCategoryRating, setItemRating } from './rating-cache';

describe('rating cache', () => {
  it('changes one activity in a category list, leaving the input untouched', () => {
    const answer = { categories: [restaurants, outdoors] };
    const changed = setCategoryRating(answer, 7, 'like');
    expect(readCategoryRating(changed, 7)).toBe('like');
    expect(readCategoryRating(changed, 1)).toBe('like');
    expect(readCategoryRating(changed, 41)).toBe('dislike');
    expect(readCategoryRating(answer, 7)).toBe('unsure');
  });

  it('changes one activity in an item list', () => {
    const answer = { preferences: [pizza, coffee] };
    const changed = setItemRating(answer, 25, 'dislike');
    expect(readItemRating(changed, 25)).toBe('dislike');
    expect(readItemRating(changed, 1)).toBe('unsure');
    expect(readItemRating(answer, 25)).toBe('unsure');
  });

  it('leaves a list without that activity as it is, and reads nothing from it', () => {
    const answer = { preferences: [pizza] };
    expect(setItemRating(answer, 99, 'like')).toBe(answer);
    expect(readItemRating(answer, 99)).toBeUndefined();
    expect(readCategoryRating(undefined, 1)).toBeUndefined();
  });

  it('counts like and dislike as chosen, unsure as not', () => {
    expect(countChosen([{ rating: 'like' }, { rating: 'unsure' }, { rating: 'dislike' }])).toBe(2);
    expect(countChosen([])).toBe(0);
  });
});
