import { describe, expect, it } from 'vitest';
import { joinWithAnd } from './join-with-and';

describe('joinWithAnd', () => {
  it('reads as a sentence for none, one, two and more', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['Ana'])).toBe('Ana');
    expect(joinWithAnd(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(joinWithAnd(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });
});
