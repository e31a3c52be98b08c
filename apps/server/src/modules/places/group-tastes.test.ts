import { describe, expect, it } from 'vitest';
import { dislikedByAnyone, rankSubtypesForGroup } from './group-tastes';

const subtypes = [
  { id: 1, name: 'Pizza' },
  { id: 2, name: 'Italian' },
  { id: 3, name: 'Thai' },
  { id: 4, name: 'Sushi' },
];

describe('rankSubtypesForGroup', () => {
  it('gives every subtype a count of 0, in the given order, when nobody rated anything', () => {
    expect(rankSubtypesForGroup(subtypes, [])).toEqual(subtypes.map((subtype) => ({ ...subtype, thumbs_up_count: 0 })));
  });

  it('puts the most liked first and keeps the given order among equals', () => {
    const ranked = rankSubtypesForGroup(subtypes, [
      { user_id: 'a', subcategory_id: 4, rating: 'like' },
      { user_id: 'b', subcategory_id: 4, rating: 'like' },
      { user_id: 'a', subcategory_id: 3, rating: 'like' },
      { user_id: 'b', subcategory_id: 2, rating: 'like' },
    ]);
    expect(ranked.map((subtype) => `${subtype.name} ${subtype.thumbs_up_count}`)).toEqual([
      'Sushi 2',
      'Italian 1',
      'Thai 1',
      'Pizza 0',
    ]);
  });

  it('leaves out a subtype that one person dislikes however many like it', () => {
    const ranked = rankSubtypesForGroup(subtypes, [
      { user_id: 'a', subcategory_id: 1, rating: 'like' },
      { user_id: 'b', subcategory_id: 1, rating: 'like' },
      { user_id: 'c', subcategory_id: 1, rating: 'dislike' },
    ]);
    expect(ranked.map((subtype) => subtype.id)).toEqual([2, 3, 4]);
  });

  it('does not change its input', () => {
    const input = [...subtypes];
    rankSubtypesForGroup(input, [{ user_id: 'a', subcategory_id: 4, rating: 'like' }]);
    expect(input).toEqual(subtypes);
  });
});

describe('dislikedByAnyone', () => {
  it('collects the dislikes of everyone and ignores likes', () => {
    expect(
      dislikedByAnyone([
        { user_id: 'a', subcategory_id: 1, rating: 'dislike' },
        { user_id: 'b', subcategory_id: 2, rating: 'like' },
        { user_id: 'b', subcategory_id: 3, rating: 'dislike' },
      ]),
    ).toEqual(new Set([1, 3]));
  });
});
