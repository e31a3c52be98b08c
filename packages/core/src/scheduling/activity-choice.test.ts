import { describe, expect, it } from 'vitest';
import { chooseActivity, type Rating } from './activity-choice';

const ratings = (entries: Record<number, Rating>) =>
  new Map(Object.entries(entries).map(([id, rating]) => [Number(id), rating]));
/** Most liked overall first. */
const ORDER = [10, 20, 30, 40];

describe('chooseActivity', () => {
  it('takes the one liked by the most participants', () => {
    expect(chooseActivity(ORDER, [ratings({ 30: 'like', 40: 'like' }), ratings({ 40: 'like' })])).toBe(40);
  });

  it('never takes one that anybody dislikes, however liked', () => {
    expect(
      chooseActivity(ORDER, [ratings({ 30: 'like' }), ratings({ 30: 'like' }), ratings({ 30: 'dislike', 40: 'like' })]),
    ).toBe(40);
  });

  it('breaks a tie by the most-liked order', () => {
    expect(chooseActivity(ORDER, [ratings({ 40: 'like', 20: 'like' })])).toBe(20);
    expect(chooseActivity([40, 20], [ratings({ 40: 'like', 20: 'like' })])).toBe(40);
  });

  it('falls back to the most-liked one nobody dislikes when nobody likes anything in common', () => {
    expect(chooseActivity(ORDER, [ratings({ 10: 'dislike' }), ratings({})])).toBe(20);
    expect(chooseActivity(ORDER, [])).toBe(10);
  });

  it('is null when everything is disliked by someone, or there is nothing to choose', () => {
    expect(
      chooseActivity(ORDER, [ratings({ 10: 'dislike', 20: 'dislike' }), ratings({ 30: 'dislike', 40: 'dislike' })]),
    ).toBeNull();
    expect(chooseActivity([], [ratings({ 10: 'like' })])).toBeNull();
  });

  it('ignores ratings of activities outside the candidates', () => {
    expect(chooseActivity(ORDER, [ratings({ 99: 'like' }), ratings({ 99: 'like' })])).toBe(10);
  });
});
