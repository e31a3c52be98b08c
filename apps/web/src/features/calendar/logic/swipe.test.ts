import { describe, expect, it } from 'vitest';
import { readSwipe } from './swipe';

describe('readSwipe', () => {
  it('moves to later days on a swipe to the left, earlier ones on a swipe to the right', () => {
    expect(readSwipe({ x: 300, y: 200 }, { x: 120, y: 210 })).toBe('next');
    expect(readSwipe({ x: 100, y: 200 }, { x: 280, y: 190 })).toBe('prev');
  });

  it('leaves taps, short strokes and vertical scrolls alone', () => {
    expect(readSwipe({ x: 100, y: 100 }, { x: 102, y: 101 })).toBeNull();
    expect(readSwipe({ x: 100, y: 100 }, { x: 150, y: 100 })).toBeNull();
    expect(readSwipe({ x: 100, y: 100 }, { x: 30, y: 300 })).toBeNull();
  });
});
