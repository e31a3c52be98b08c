import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { watchFetchStarts } from './fetch-starts';

describe('watchFetchStarts', () => {
  it('keeps when each read last started a fetch, until stopped', async () => {
    const client = new QueryClient();
    let clock = 10;
    const starts = watchFetchStarts(client.getQueryCache(), () => clock);
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => 1 });
    clock = 20;
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => 2 });
    const [a, b] = [
      client.getQueryCache().find({ queryKey: ['a'] })!,
      client.getQueryCache().find({ queryKey: ['b'] })!,
    ];
    expect([starts.startedAt(a), starts.startedAt(b)]).toEqual([10, 20]);

    clock = 30;
    await client.refetchQueries({ queryKey: ['a'] });
    expect(starts.startedAt(a)).toBe(30);
    starts.stop();
    clock = 40;
    await client.refetchQueries({ queryKey: ['a'] });
    expect(starts.startedAt(a)).toBe(30);
  });
});
