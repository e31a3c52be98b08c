import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { LoginPage } from './login-page';

function fillAndSubmit(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email or Phone Number/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('logs in by phone with the referral code and goes to /calendar', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => ({ body: { access_token: 'new-token', user: testUser } }),
    });
    renderWithApp(<LoginPage />, {
      path: '/login/referral/:referralCode',
      initialEntries: ['/login/referral/FRIEND42'],
    });
    expect(screen.getByText('A friend invited you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registration/referral/FRIEND42');
    fillAndSubmit('555-123-4567', 'secret password');
    expect((await screen.findByTestId('location')).textContent).toContain('/calendar');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      phone_number: '+15551234567',
      password: 'secret password',
      referral_code: 'FRIEND42',
    });
    expect(window.localStorage.getItem('token')).toBe('new-token');
  });

  it('sends an unverified account to /verify-email with the email and message', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 403,
        body: { error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' },
      }),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    fillAndSubmit('sam@example.com', 'secret password');
    const location = await screen.findByTestId('location');
    expect(location.textContent).toContain('/verify-email');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      email: 'sam@example.com',
      message: 'Email verification required',
    });
  });

  it("shows the server's error and keeps the person on the form", async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'Invalid email/phone or password', code: 'UNAUTHORIZED' },
      }),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    fillAndSubmit('sam@example.com', 'wrong password');
    expect(await screen.findByText('Invalid email/phone or password')).toBeTruthy();
  });

  it('says "Invalid response from server" when the answer lacks the token and user', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: { ok: true } }) });
    renderWithApp(<LoginPage />, { path: '/login' });
    fillAndSubmit('sam@example.com', 'secret password');
    expect(await screen.findByText('Invalid response from server')).toBeTruthy();
  });

  it('prefills the email and shows the green message from router state', () => {
    mockApi({});
    renderWithApp(<LoginPage />, {
      path: '/login',
      initialEntries: [
        {
          pathname: '/login',
          state: { email: 'sam@example.com', message: 'Email verified successfully! You can now log in.' },
        },
      ],
    });
    expect(screen.getByText('Email verified successfully! You can now log in.')).toBeTruthy();
    expect((screen.getByLabelText(/Email or Phone Number/) as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('asks for both fields before calling the server', () => {
    const api = mockApi({});
    renderWithApp(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email or phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
