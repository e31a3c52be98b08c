import { describe, expect, it } from 'vitest';
import { CHANGES_NO_GOAL, createQueryClient } from './query-client';

/** A client with two answered queries: one that any change may move, one that it does not. */
async function clientWithAnsweredQueries() {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ queryKey: ['goals'], queryFn: () => 1, meta: { staleAfterAnyChange: true } });
  await queryClient.prefetchQuery({ queryKey: ['terms'], queryFn: () => 'text' });
  return queryClient;
}

const isStale = (queryClient: ReturnType<typeof createQueryClient>, key: string) =>
  queryClient.getQueryCache().find({ queryKey: [key] })?.state.isInvalidated;

describe('createQueryClient', () => {
  it('marks the queries any change may move stale after a mutation succeeds, and only those', async () => {
    const queryClient = await clientWithAnsweredQueries();
    expect(isStale(queryClient, 'goals')).toBe(false);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(isStale(queryClient, 'goals')).toBe(true);
    expect(isStale(queryClient, 'terms')).toBe(false);
  });

  it('leaves them fresh after a mutation that says it changes no goal', async () => {
    const queryClient = await clientWithAnsweredQueries();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'answered', meta: CHANGES_NO_GOAL })
      .execute(undefined);
    expect(isStale(queryClient, 'goals')).toBe(false);
  });

  it('leaves them fresh when the mutation fails: nothing changed', async () => {
    const queryClient = await clientWithAnsweredQueries();
    const failing = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        throw new Error('refused');
      },
    });
    await expect(failing.execute(undefined)).rejects.toThrow('refused');
    expect(isStale(queryClient, 'goals')).toBe(false);
  });
});
