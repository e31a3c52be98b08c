import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { LandingPage } from '../features/landing/landing-page';
import { RequireAuth } from './require-auth';
import { VERIFY_TO_CONTINUE } from './verified-access';

const guarded = [{ element: <RequireAuth />, children: [{ path: '/calendar', element: <p>Calendar screen</p> }] }];

describe('RequireAuth', () => {
  it('sends a visitor to /login', async () => {
    mockApi({});
    renderWithApp(<p>home</p>, { routes: guarded, initialEntries: ['/calendar'] });
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
  });

  it('shows a spinner while the user loads, then the screen', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => ({ body: testUser }) });
    renderWithApp(<p>home</p>, { routes: guarded, initialEntries: ['/calendar'] });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeTruthy();
    expect(await screen.findByText('Calendar screen')).toBeTruthy();
  });

  it('sends a signed-in person who has not verified to /verify-email, saying why', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => ({ body: { ...testUser, email_verified: false } }) });
    renderWithApp(<p>home</p>, { routes: guarded, initialEntries: ['/calendar'] });
    expect((await screen.findByTestId('location')).textContent).toContain('/verify-email');
    expect(screen.getByTestId('location-state').textContent).toContain(VERIFY_TO_CONTINUE);
    expect(screen.queryByText('Calendar screen')).toBeNull();
  });

  it('logs out on a 401 from /api/auth/me', async () => {
    window.localStorage.setItem('token', 'stale');
    mockApi({ 'GET /api/auth/me': () => ({ status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } }) });
    renderWithApp(<p>home</p>, { routes: guarded, initialEntries: ['/calendar'] });
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('LandingPage', () => {
  it('sends a signed-in person to /calendar', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => ({ body: testUser }) });
    renderWithApp(<LandingPage />);
    expect((await screen.findByTestId('location')).textContent).toContain('/calendar');
  });

  it('shows the pitch to visitors', () => {
    mockApi({});
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan less. Hang out more.' })).toBeTruthy();
    for (const title of ['Smart Scheduling', 'Your Friends Not Strangers', 'Activity Planning', 'Automated Planning']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Start Your Free Account' }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]?.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
  });
});
