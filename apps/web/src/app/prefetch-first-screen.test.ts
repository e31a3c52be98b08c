import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { firstScreenApi } from '../features/calendar/test-fixtures';
import { mockApi, testUser } from '../test/mock-api';
import { FIRST_SCREEN_DATA_WAIT_MS, prefetchFirstScreenData } from './prefetch-first-screen';

afterEach(() => vi.useRealTimers());

// The pages' read modules, transformed before the tests: on a busy machine their first import can
// take longer than the prefetch's wait, which would then settle without the reads.
beforeAll(() =>
  Promise.all([
    import('../features/calendar/first-screen-data'),
    import('../features/friends/first-screen-data'),
    import('../features/availability/first-screen-data'),
    import('../features/profile/first-screen-data'),
  ]),
);

/** The part of window.location the prefetch reads. */
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};

/** Every read of the friends, availability and profile pages' first screens, answered empty. */
const otherPagesApi = {
  ...firstScreenApi(testUser),
  'GET /api/friends/pending': () => ({ body: { pending_requests: [] } }),
  'GET /api/friends/sent-requests': () => ({ body: { sent_requests: [] } }),
  'GET /api/friends/referral-code': () => ({ body: { referral_code: 'abc123', referral_link: 'http://localhost/r' } }),
  'GET /api/availability-windows': () => ({ body: { availability_windows: [] } }),
  'GET /api/google-calendar/status': () => ({
    body: { available: false, connected: false, state: null, calendars: [] },
  }),
  'GET /api/calendar-subscriptions': () => ({ body: { subscriptions: [] } }),
  'GET /api/calendar/feed': () => ({ body: { url: 'http://localhost/feed.ics' } }),
  'GET /api/reminders/settings': () => ({ body: { settings: { emails_enabled: true } } }),
};
const paths = (api: ReturnType<typeof mockApi>) => api.calls.map((call) => call.path);

describe('prefetchFirstScreenData', () => {
  it("settles once the calendar's reads have answered, the session check first", async () => {
    const api = mockApi(firstScreenApi(testUser));
    const queryClient = createQueryClient();
    await prefetchFirstScreenData(at('/calendar'), queryClient, 'token-1', Promise.resolve());
    expect(api.calls[0]?.path).toBe('/api/auth/me');
    expect(api.callsTo('GET', '/api/calendar/events')).toHaveLength(3);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('reads nothing for a page without first-screen reads', async () => {
    const api = mockApi(otherPagesApi);
    await prefetchFirstScreenData(at('/working-hours'), createQueryClient(), 'token-1', Promise.resolve());
    expect(api.calls).toHaveLength(0);
  });

  it("settles once the friends page's four lists have answered", async () => {
    const api = mockApi(otherPagesApi);
    const queryClient = createQueryClient();
    await prefetchFirstScreenData(at('/friends'), queryClient, 'token-1', Promise.resolve());
    expect(paths(api)[0]).toBe('/api/auth/me');
    expect(paths(api).slice(1).sort()).toEqual([
      '/api/friends',
      '/api/friends/pending',
      '/api/friends/referral-code',
      '/api/friends/sent-requests',
    ]);
    expect(queryClient.isFetching()).toBe(0);
  });

  it("settles once the availability page's windows have answered", async () => {
    const api = mockApi(otherPagesApi);
    await prefetchFirstScreenData(at('/availability-windows'), createQueryClient(), 'token-1', Promise.resolve());
    expect(paths(api)).toEqual(['/api/auth/me', '/api/availability-windows']);
  });

  it("reads the profile's first tab (the user afresh, the calendar connections, the reminder mail switch), not another tab's", async () => {
    const api = mockApi(otherPagesApi);
    await prefetchFirstScreenData(at('/profile'), createQueryClient(), 'token-1', Promise.resolve());
    expect(paths(api).slice(1).sort()).toEqual([
      '/api/auth/me',
      '/api/calendar-subscriptions',
      '/api/calendar/feed',
      '/api/google-calendar/status',
      '/api/reminders/settings',
    ]);

    const onPreferences = mockApi(otherPagesApi);
    await prefetchFirstScreenData(at('/profile?tab=preferences'), createQueryClient(), 'token-1', Promise.resolve());
    expect(paths(onPreferences)).toEqual(['/api/auth/me']);
  });

  it("reads a page's data only once the first screen's code is in", async () => {
    vi.useFakeTimers();
    const api = mockApi(otherPagesApi);
    const codeNeverIn = new Promise<void>(() => undefined);
    const settled = prefetchFirstScreenData(at('/friends'), createQueryClient(), 'token-1', codeNeverIn);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS);
    await settled;
    expect(paths(api)).toEqual(['/api/auth/me']);
  });

  it('reads nothing but the session for a person who has not verified: the guard sends them on', async () => {
    const api = mockApi(firstScreenApi({ ...testUser, email_verified: false }));
    await prefetchFirstScreenData(at('/calendar'), createQueryClient(), 'token-1', Promise.resolve());
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('lets the page render without its data when the server does not answer in time', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/auth/me': () => new Promise(() => undefined) });
    let settled = false;
    void prefetchFirstScreenData(at('/calendar'), createQueryClient(), 'token-1', Promise.resolve()).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
