import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { firstScreenApi } from '../features/calendar/test-fixtures';
import { mockApi, testUser } from '../test/mock-api';
import { FIRST_SCREEN_DATA_WAIT_MS, prefetchFirstScreenData } from './prefetch-first-screen';

afterEach(() => vi.useRealTimers());

describe('prefetchFirstScreenData', () => {
  it("settles once the calendar's reads have answered, the session check first", async () => {
    const api = mockApi(firstScreenApi(testUser));
    const queryClient = createQueryClient();
    await prefetchFirstScreenData('/calendar', queryClient, 'token-1', Promise.resolve());
    expect(api.calls[0]?.path).toBe('/api/auth/me');
    expect(api.callsTo('GET', '/api/calendar/events')).toHaveLength(3);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('reads nothing for a page other than the calendar', async () => {
    const api = mockApi(firstScreenApi(testUser));
    await prefetchFirstScreenData('/friends', createQueryClient(), 'token-1', Promise.resolve());
    expect(api.calls).toHaveLength(0);
  });

  it('reads nothing but the session for a person who has not verified: the guard sends them on', async () => {
    const api = mockApi(firstScreenApi({ ...testUser, email_verified: false }));
    await prefetchFirstScreenData('/calendar', createQueryClient(), 'token-1', Promise.resolve());
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('lets the page render without its data when the server does not answer in time', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/auth/me': () => new Promise(() => undefined) });
    let settled = false;
    void prefetchFirstScreenData('/calendar', createQueryClient(), 'token-1', Promise.resolve()).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
