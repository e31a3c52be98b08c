import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { createQueryClient } from '../query-client';
import { meQueryOptions } from './get-me';
import { useSession } from './session-context';

// The analytics module is the boundary: resetAnalytics is what forgets the PostHog identity.
const analytics = vi.hoisted(() => ({
  capturePageView: vi.fn(),
  identifyUser: vi.fn(),
  resetAnalytics: vi.fn(),
}));
vi.mock('../analytics', () => analytics);

function SessionProbe() {
  const session = useSession();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <button type="button" onClick={() => void session.logout()}>
        Log out
      </button>
      <button type="button" onClick={() => void session.refreshUser()}>
        Reload user
      </button>
    </>
  );
}

const status = () => screen.getByTestId('status').textContent;
const unauthorized: MockReply = {
  status: 401,
  body: { error: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' },
};

async function renderSignedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('token', 'token-1');
  const onSignedOut = vi.fn();
  const api = mockApi({ 'GET /api/auth/me': () => ({ body: testUser }), ...handlers });
  renderWithApp(<SessionProbe />, { onSignedOut });
  await waitFor(() => expect(status()).toBe('authenticated'));
  return { api, onSignedOut };
}

describe('SessionProvider and the analytics identity', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('identifies the signed-in person', async () => {
    await renderSignedIn();
    expect(analytics.identifyUser).toHaveBeenCalledWith(
      expect.objectContaining({ id: testUser.id, email: testUser.email }),
    );
    expect(analytics.resetAnalytics).not.toHaveBeenCalled();
  });

  it('resets the identity at logout, before the landing page loads', async () => {
    const { api, onSignedOut } = await renderSignedIn({
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(analytics.resetAnalytics).toHaveBeenCalledTimes(1);
    expect(analytics.resetAnalytics.mock.invocationCallOrder[0]).toBeLessThan(onSignedOut.mock.invocationCallOrder[0]!);
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('resets the identity at logout even when the server cannot be reached', async () => {
    const { onSignedOut } = await renderSignedIn({ 'POST /api/auth/logout': () => 'network-error' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(analytics.resetAnalytics).toHaveBeenCalledTimes(1);
  });

  it('resets the identity when /api/auth/me answers 401 at start-up', async () => {
    window.localStorage.setItem('token', 'stale');
    mockApi({ 'GET /api/auth/me': () => unauthorized });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(analytics.resetAnalytics).toHaveBeenCalledTimes(1));
    expect(status()).toBe('anonymous');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(analytics.identifyUser).not.toHaveBeenCalled();
  });

  it('forgets a refused token whose check answered before the app rendered (main.tsx starts it early)', async () => {
    window.localStorage.setItem('token', 'stale');
    mockApi({ 'GET /api/auth/me': () => unauthorized });
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(meQueryOptions('stale'));
    renderWithApp(<SessionProbe />, { queryClient });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(status()).toBe('anonymous');
    expect(analytics.resetAnalytics).toHaveBeenCalledTimes(1);
  });

  it('resets the identity when /api/auth/me answers 401 later (the session expired)', async () => {
    let isExpired = false;
    await renderSignedIn({ 'GET /api/auth/me': () => (isExpired ? unauthorized : { body: testUser }) });
    expect(analytics.resetAnalytics).not.toHaveBeenCalled();

    isExpired = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reload user' }));
    await waitFor(() => expect(analytics.resetAnalytics).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(status()).toBe('anonymous'));
  });

  it('keeps the identity and the token when /api/auth/me fails for another reason', async () => {
    window.localStorage.setItem('token', 'token-1');
    const api = mockApi({ 'GET /api/auth/me': () => ({ status: 500 }) });
    renderWithApp(<SessionProbe />);
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1));
    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(analytics.resetAnalytics).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('token-1');
  });
});
