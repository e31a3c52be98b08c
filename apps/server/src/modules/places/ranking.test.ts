import { describe, expect, it } from 'vitest';
import { rankByFairness } from './ranking';

const venue = (id: string, worstMinutes: number, totalMinutes: number, distanceMetres: number) => ({
  id,
  worstMinutes,
  totalMinutes,
  distanceMetres,
});

describe('rankByFairness', () => {
  it('puts the smallest worst travel time first, even when its total is larger', () => {
    const ranked = rankByFairness([venue('near-one', 25, 30, 100), venue('fair', 15, 45, 900)], 10);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['fair', 'near-one']);
  });

  it('breaks a tie on the worst time by the total', () => {
    const ranked = rankByFairness([venue('a', 20, 50, 10), venue('b', 20, 40, 900)], 10);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['b', 'a']);
  });

  it('breaks a tie on worst and total by the distance from the centre', () => {
    const ranked = rankByFairness([venue('far', 20, 40, 800), venue('close', 20, 40, 200)], 10);
    expect(ranked.map((candidate) => candidate.id)).toEqual(['close', 'far']);
  });

  it('orders exact ties by id, so the answer does not depend on the input order', () => {
    const forward = rankByFairness([venue('node/2', 5, 5, 5), venue('node/1', 5, 5, 5)], 10);
    const backward = rankByFairness([venue('node/1', 5, 5, 5), venue('node/2', 5, 5, 5)], 10);
    expect(forward.map((candidate) => candidate.id)).toEqual(['node/1', 'node/2']);
    expect(backward).toEqual(forward);
  });

  it('keeps only the first `limit` and leaves its input alone', () => {
    const input = [venue('c', 3, 3, 3), venue('a', 1, 1, 1), venue('b', 2, 2, 2)];
    expect(rankByFairness(input, 2).map((candidate) => candidate.id)).toEqual(['a', 'b']);
    expect(input.map((candidate) => candidate.id)).toEqual(['c', 'a', 'b']);
  });
});
