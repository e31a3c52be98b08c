import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { PageViewTracker } from './page-view-tracker';

// The analytics module is the boundary: what reaches it is what PostHog would be sent.
const analytics = vi.hoisted(() => ({
  capturePageView: vi.fn(),
  identifyUser: vi.fn(),
  resetAnalytics: vi.fn(),
}));
vi.mock('../lib/analytics', () => analytics);

const screens = [
  { path: '/calendar', element: <p>Calendar</p> },
  { path: '/friends', element: <p>Friends</p> },
  { path: '/login', element: <p>Login</p> },
];

function renderTracker(initialEntry: string) {
  return renderWithApp(<PageViewTracker />, { asLayout: true, routes: screens, initialEntries: [initialEntry] });
}

const pageViews = () => analytics.capturePageView.mock.calls.map(([url]) => url as string);
const url = (path: string) => `${window.location.origin}${path}`;

describe('PageViewTracker', () => {
  beforeEach(() => {
    analytics.capturePageView.mockClear();
  });

  it('sends a page view of every route a signed-in person visits, query included', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => ({ body: testUser }) });
    const { router } = renderTracker('/calendar?view=week');
    await waitFor(() => expect(pageViews()).toEqual([url('/calendar?view=week')]));

    await act(() => router.navigate('/friends'));
    expect(screen.getByText('Friends')).toBeTruthy();
    expect(pageViews()).toEqual([url('/calendar?view=week'), url('/friends')]);
  });

  it('sends nothing for a visitor', async () => {
    mockApi({});
    const { router } = renderTracker('/login');
    await act(() => router.navigate('/friends'));
    expect(screen.getByText('Friends')).toBeTruthy();
    expect(pageViews()).toEqual([]);
  });

  it('sends nothing while the user loads, nor after the token turns out to be stale', async () => {
    window.localStorage.setItem('token', 'stale');
    let answerMe: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockApi({ 'GET /api/auth/me': () => new Promise((resolve) => (answerMe = resolve)) });
    const { router } = renderTracker('/calendar');
    await act(() => router.navigate('/friends'));
    expect(pageViews()).toEqual([]);

    act(() => answerMe({ status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    await act(() => router.navigate('/login'));
    expect(screen.getByText('Login')).toBeTruthy();
    expect(pageViews()).toEqual([]);
  });
});
